import { lazy, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Form from 'react-bootstrap/Form';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';

// The editor (tiptap and ProseMirror) is a chunk of its own, fetched only when a rich-text field is edited.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as stored rich text: a paragraph a line ('' stays '', so "required" holds). */
export function plainTextHtml(text: string): string {
  return text === '' ? '' : text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

interface PlaceholderProps extends Pick<RichTextEditorProps, 'id' | 'labelId' | 'value' | 'onChange'> {
  /** Set when the placeholder goes with the focus in it: the editor takes the focus over. */
  hadFocus: RefObject<boolean>;
}

/**
 * While the editor loads: a text box of the same size and name, so nothing jumps or goes unnamed. An empty field
 * takes plain typing at once (the editor starts from it); stored rich text is shown read-only, not flattened.
 */
function EditorPlaceholder({ id, labelId, value, onChange, hadFocus }: PlaceholderProps) {
  const [typed, setTyped] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const [readOnly] = useState(value !== '');
  useLayoutEffect(() => {
    const element = box.current;
    // Runs as the editor replaces it, while the box is still in the page.
    return () => {
      hadFocus.current = element !== null && element === document.activeElement;
    };
  }, [hadFocus]);
  return (
    <Form.Control
      as="textarea"
      ref={box}
      id={id}
      aria-labelledby={labelId}
      aria-busy="true"
      readOnly={readOnly}
      className="rich-text-placeholder"
      placeholder="Loading the editor…"
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(plainTextHtml(event.target.value));
      }}
    />
  );
}

/** {@link RichTextEditor}, loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const hadFocus = useRef(false);
  return (
    <Suspense fallback={<EditorPlaceholder {...props} hadFocus={hadFocus} />}>
      <RichTextEditor {...props} focusOnOpen={hadFocus} />
    </Suspense>
  );
}
