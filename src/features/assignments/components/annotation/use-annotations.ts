import { useState } from 'react';
import { ANNOTATION_TEXT_DEFAULTS } from '@/config/constants';
import { newAnnotation, type Annotation, type Point, type TextStyle } from '@/features/assignments/rules/annotation';
import { applyChange, remember, type AnnotationChange } from '@/features/assignments/rules/annotation-history';

/** The text being typed: a new annotation not added yet, or an existing one. */
export type Editing = { kind: 'new'; page: number; at: Point } | { kind: 'existing'; id: string } | null;

/** A random id that works outside secure contexts too (crypto.randomUUID needs HTTPS). */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `an-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Selection, editing and undo over annotations the parent owns (`annotations` + `onChange`). Undo remembers the
 * changes made here: a parent that shows another file remounts the component (a `key` per file).
 */
export function useAnnotations(annotations: readonly Annotation[], onChange: (annotations: Annotation[]) => void) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [past, setPast] = useState<readonly (readonly Annotation[])[]>([]);
  // The style new texts get: the text tool's defaults until the teacher picks another (like a pen taken up).
  const [style, setStyle] = useState<TextStyle>(ANNOTATION_TEXT_DEFAULTS);

  const selected = annotations.find((item) => item.id === selectedId) ?? null;

  const apply = (step: AnnotationChange) => {
    const next = applyChange(annotations, step);
    if (next === annotations) return;
    setPast((before) => remember(before, annotations));
    onChange([...next]);
  };

  return {
    selected,
    editing,
    /** The style shown in the toolbar: the selected text's, else the one new texts get. */
    style: selected ? { fill: selected.fill, fontSize: selected.fontSize, fontFamily: selected.fontFamily } : style,
    /** Sets the style of new texts and, undoably, of the selected text. */
    setStyle: (change: Partial<TextStyle>) => {
      setStyle((before) => ({ ...before, ...change }));
      if (selected) apply({ type: 'style', id: selected.id, style: change });
    },
    canUndo: past.length > 0,
    select: (id: string | null) => setSelectedId(id),
    /** Opens the text box for a new annotation; nothing is added until some text is written. */
    startNew: (page: number, at: Point) => {
      setSelectedId(null);
      setEditing({ kind: 'new', page, at });
    },
    startEdit: (id: string) => {
      setSelectedId(id);
      setEditing({ kind: 'existing', id });
    },
    /** Ends typing: adds or updates the text (an empty text adds nothing and removes an existing annotation). */
    commit: (text: string) => {
      if (editing?.kind === 'new') {
        if (text.trim().length > 0) {
          const annotation = newAnnotation(newId(), editing.page, editing.at, text.trim(), style);
          apply({ type: 'add', annotation });
          setSelectedId(annotation.id);
        }
      } else if (editing?.kind === 'existing') apply({ type: 'edit', id: editing.id, text });
      setEditing(null);
    },
    cancelEdit: () => setEditing(null),
    move: (id: string, to: Point) => apply({ type: 'move', id, to }),
    remove: (id: string) => {
      apply({ type: 'delete', id });
      if (id === selectedId) setSelectedId(null);
    },
    undo: () => {
      const previous = past.at(-1);
      if (!previous) return;
      setPast(past.slice(0, -1));
      setEditing(null);
      onChange([...previous]);
    },
  };
}
export type AnnotationsController = ReturnType<typeof useAnnotations>;
