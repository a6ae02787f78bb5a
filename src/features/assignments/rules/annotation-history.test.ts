import { describe, expect, it } from 'vitest';
import { newAnnotation } from '@/features/assignments/rules/annotation';
import { ANNOTATION_UNDO_LIMIT, applyChange, remember } from '@/features/assignments/rules/annotation-history';

const first = newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Well argued');
const second = newAnnotation('a2', 2, { x: 0.2, y: 0.2 }, 'Check spelling');

describe('applyChange', () => {
  it('adds, moves, edits and deletes one annotation', () => {
    const added = applyChange([first], { type: 'add', annotation: second });
    expect(added.map((item) => item.id)).toEqual(['a1', 'a2']);
    expect(applyChange(added, { type: 'move', id: 'a2', to: { x: 0.5, y: 0.6 } })[1]).toMatchObject({ x: 0.5, y: 0.6 });
    expect(applyChange(added, { type: 'edit', id: 'a1', text: '  Good  ' })[0]?.text).toBe('Good');
    expect(applyChange(added, { type: 'delete', id: 'a1' })).toEqual([second]);
    expect(applyChange(added, { type: 'style', id: 'a1', style: { fill: '#d0021b', fontSize: 40 } })[0]).toMatchObject({
      fill: '#d0021b',
      fontSize: 40,
      fontFamily: first.fontFamily,
    });
  });

  it('deletes an annotation edited to nothing', () => {
    expect(applyChange([first, second], { type: 'edit', id: 'a1', text: '  ' })).toEqual([second]);
  });

  it('answers the same array when nothing changes, so that no empty step is remembered', () => {
    const list = [first];
    expect(applyChange(list, { type: 'edit', id: 'a1', text: 'Well argued' })).toBe(list);
    expect(applyChange(list, { type: 'move', id: 'a1', to: { x: 0.1, y: 0.1 } })).toBe(list);
    expect(applyChange(list, { type: 'delete', id: 'gone' })).toBe(list);
    expect(applyChange(list, { type: 'style', id: 'a1', style: { fontSize: first.fontSize } })).toBe(list);
    expect(applyChange(list, { type: 'move', id: 'gone', to: { x: 0, y: 0 } })).toBe(list);
  });
});

describe('remember', () => {
  it(`keeps the last ${ANNOTATION_UNDO_LIMIT} states`, () => {
    let past: readonly (readonly (typeof first)[])[] = [];
    for (let index = 0; index < ANNOTATION_UNDO_LIMIT + 5; index += 1)
      past = remember(past, [{ ...first, text: String(index) }]);
    expect(past).toHaveLength(ANNOTATION_UNDO_LIMIT);
    expect(past.at(-1)?.[0]?.text).toBe(String(ANNOTATION_UNDO_LIMIT + 4));
    expect(past[0]?.[0]?.text).toBe('5');
  });
});
