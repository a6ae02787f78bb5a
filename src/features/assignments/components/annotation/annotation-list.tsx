import { useEffect, useRef, type KeyboardEvent } from 'react';
import { colourName, fontName, type Annotation } from '@/features/assignments/rules/annotation';

export interface AnnotationListProps {
  /** The annotations of the page shown, in the order they were written. */
  annotations: readonly Annotation[];
  selectedId: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  /** Keys on a text: moving, editing and deleting it (see the hint). */
  onItemKeyDown: (event: KeyboardEvent<HTMLButtonElement>, annotation: Annotation) => void;
  /** Each change of this number moves the focus to the selected text (after typing ends with Enter or Escape). */
  focusRequest: number;
}

export const ANNOTATION_LIST_HINT_ID = 'annotation-list-hint';

/**
 * The texts on the page as a list under the canvas: what is drawn on a canvas is invisible to screen readers
 * and out of reach of the keyboard, so each text is found, selected, moved, edited and deleted from here too.
 */
export function AnnotationList(props: AnnotationListProps) {
  const { annotations, selectedId, readOnly, focusRequest } = props;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusRequest > 0) listRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, [focusRequest]);

  return (
    <section aria-labelledby="annotation-list-title" className="annotation-list">
      <h3 id="annotation-list-title" className="small fw-semibold mb-2">
        Annotations on this page
      </h3>
      {!readOnly && annotations.length > 0 && (
        <p id={ANNOTATION_LIST_HINT_ID} className="small text-body-secondary mb-2">
          Enter selects a text and Enter again edits it; arrow keys move it (Shift for bigger steps); Delete removes it.
        </p>
      )}
      {annotations.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          {readOnly ? 'No annotations on this page.' : 'No annotations yet. Click the page where a text goes, or use Add text.'}
        </p>
      ) : (
        <ol ref={listRef} className="list-unstyled mb-0 d-grid gap-1">
          {annotations.map((annotation) => (
            <li key={annotation.id}>
              <button
                type="button"
                className="annotation-list-item"
                aria-pressed={annotation.id === selectedId}
                aria-describedby={readOnly ? undefined : ANNOTATION_LIST_HINT_ID}
                onClick={() => props.onSelect(annotation.id)}
                onDoubleClick={() => !readOnly && props.onEdit(annotation.id)}
                onKeyDown={(event) => props.onItemKeyDown(event, annotation)}
              >
                {annotation.text}
              </button>
              <span className="annotation-list-style small text-body-secondary">
                {colourName(annotation.fill)}, {annotation.fontSize} px, {fontName(annotation.fontFamily)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
