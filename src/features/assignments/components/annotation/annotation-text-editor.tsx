import { useEffect, useRef } from 'react';
import { ANNOTATION_TEXT_MAX_LENGTH, type Point } from '@/features/assignments/rules/annotation';

export interface AnnotationTextEditorProps {
  /** Top-left corner on the page shown, in CSS pixels. */
  at: Point;
  /** Room to the page's right edge, in CSS pixels. */
  maxWidth: number;
  fontSize: number;
  fontFamily: string;
  fill: string;
  initialText: string;
  /** Enter or leaving the box keeps the text; Shift+Enter starts a new line. `byKey`: Enter, not a click away. */
  onCommit: (text: string, byKey: boolean) => void;
  /** Escape leaves the text as it was. */
  onCancel: () => void;
}

/** An HTML text box over the canvas, where the teacher types an annotation (a canvas cannot take typing). */
export function AnnotationTextEditor({
  at,
  maxWidth,
  fontSize,
  fontFamily,
  fill,
  initialText,
  onCommit,
  onCancel,
}: AnnotationTextEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Escape must not also commit on the blur that closing the box causes.
  const settled = useRef(false);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  const settle = (action: () => void) => {
    if (settled.current) return;
    settled.current = true;
    action();
  };

  return (
    <textarea
      ref={ref}
      aria-label="Annotation text"
      className="annotation-text-editor"
      defaultValue={initialText}
      maxLength={ANNOTATION_TEXT_MAX_LENGTH}
      rows={Math.max(1, initialText.split('\n').length)}
      style={{ left: at.x, top: at.y, maxWidth, fontSize, fontFamily, color: fill }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          settle(() => onCommit(event.currentTarget.value, true));
        } else if (event.key === 'Escape') {
          event.preventDefault();
          settle(onCancel);
        }
      }}
      onBlur={(event) => settle(() => onCommit(event.currentTarget.value, false))}
    />
  );
}
