import type { Annotation, Point, TextStyle } from '@/features/assignments/rules/annotation';

/** How many changes Undo can take back. */
export const ANNOTATION_UNDO_LIMIT = 50;

export type AnnotationChange =
  | { type: 'add'; annotation: Annotation }
  | { type: 'move'; id: string; to: Point }
  | { type: 'edit'; id: string; text: string }
  | { type: 'style'; id: string; style: Partial<TextStyle> }
  | { type: 'delete'; id: string };

/**
 * The annotations after one change. Editing a text to nothing deletes it (an empty annotation shows nothing);
 * a change to an annotation that is gone, or one that changes nothing, answers the same array.
 */
export function applyChange(annotations: readonly Annotation[], change: AnnotationChange): readonly Annotation[] {
  switch (change.type) {
    case 'add':
      return [...annotations, change.annotation];
    case 'delete':
      return annotations.some((item) => item.id === change.id)
        ? annotations.filter((item) => item.id !== change.id)
        : annotations;
    case 'edit': {
      const text = change.text.trim();
      if (text.length === 0) return applyChange(annotations, { type: 'delete', id: change.id });
      return update(annotations, change.id, (item) => (item.text === text ? item : { ...item, text }));
    }
    case 'style':
      return update(annotations, change.id, (item) => {
        const next = { ...item, ...change.style };
        const same = next.fill === item.fill && next.fontSize === item.fontSize && next.fontFamily === item.fontFamily;
        return same ? item : next;
      });
    case 'move':
      return update(annotations, change.id, (item) =>
        item.x === change.to.x && item.y === change.to.y ? item : { ...item, x: change.to.x, y: change.to.y },
      );
  }
}

function update(
  annotations: readonly Annotation[],
  id: string,
  change: (item: Annotation) => Annotation,
): readonly Annotation[] {
  let changed = false;
  const next = annotations.map((item) => {
    if (item.id !== id) return item;
    const updated = change(item);
    changed = updated !== item;
    return updated;
  });
  return changed ? next : annotations;
}

/** The undo stack after a change from `before`, keeping the last ANNOTATION_UNDO_LIMIT states. */
export function remember(
  past: readonly (readonly Annotation[])[],
  before: readonly Annotation[],
): readonly (readonly Annotation[])[] {
  return [...past, before].slice(-ANNOTATION_UNDO_LIMIT);
}
