import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newAnnotation, type Annotation } from '@/features/assignments/rules/annotation';
import { useAnnotations } from '@/features/assignments/components/annotation/use-annotations';

function setup(initial: Annotation[] = []) {
  return renderHook(() => {
    const [annotations, setAnnotations] = useState(initial);
    return { annotations, controller: useAnnotations(annotations, setAnnotations) };
  });
}

describe('useAnnotations', () => {
  it('adds a text only once some text is written, with the text tool defaults, and selects it', () => {
    const { result } = setup();
    act(() => result.current.controller.startNew(2, { x: 0.1, y: 0.2 }));
    expect(result.current.controller.editing).toEqual({ kind: 'new', page: 2, at: { x: 0.1, y: 0.2 } });
    expect(result.current.annotations).toEqual([]);
    act(() => result.current.controller.commit('  Good point '));
    const [added] = result.current.annotations;
    expect(added).toMatchObject({ page: 2, x: 0.1, y: 0.2, text: 'Good point', fill: '#000000', fontSize: 24 });
    expect(result.current.controller.selected?.id).toBe(added?.id);
    expect(result.current.controller.editing).toBeNull();
  });

  it('adds nothing when the new text is left empty or cancelled', () => {
    const { result } = setup();
    act(() => result.current.controller.startNew(1, { x: 0, y: 0 }));
    act(() => result.current.controller.commit('   '));
    act(() => result.current.controller.startNew(1, { x: 0, y: 0 }));
    act(() => result.current.controller.cancelEdit());
    expect(result.current.annotations).toEqual([]);
    expect(result.current.controller.canUndo).toBe(false);
  });

  it('edits, moves and deletes, and undoes each change in turn', () => {
    const { result } = setup([newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Check')]);
    act(() => result.current.controller.startEdit('a1'));
    act(() => result.current.controller.commit('Check units'));
    act(() => result.current.controller.move('a1', { x: 0.4, y: 0.5 }));
    act(() => result.current.controller.remove('a1'));
    expect(result.current.annotations).toEqual([]);
    expect(result.current.controller.selected).toBeNull();

    act(() => result.current.controller.undo());
    expect(result.current.annotations[0]).toMatchObject({ text: 'Check units', x: 0.4, y: 0.5 });
    act(() => result.current.controller.undo());
    expect(result.current.annotations[0]).toMatchObject({ text: 'Check units', x: 0.1, y: 0.1 });
    act(() => result.current.controller.undo());
    expect(result.current.annotations[0]?.text).toBe('Check');
    expect(result.current.controller.canUndo).toBe(false);
  });

  it('removes an annotation whose text is emptied', () => {
    const { result } = setup([newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Check')]);
    act(() => result.current.controller.startEdit('a1'));
    act(() => result.current.controller.commit(''));
    expect(result.current.annotations).toEqual([]);
  });

  it('remembers no step for a change that changes nothing', () => {
    const { result } = setup([newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Check')]);
    act(() => result.current.controller.move('a1', { x: 0.1, y: 0.1 }));
    expect(result.current.controller.canUndo).toBe(false);
  });
});
