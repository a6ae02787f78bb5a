import { lazy, Suspense } from 'react';
import Form from 'react-bootstrap/Form';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';

// The editor (tiptap and ProseMirror) is a chunk of its own, fetched only when a rich-text field is edited.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** While the editor loads: a read-only text box of the same size and name, so nothing jumps or goes unnamed. */
function EditorPlaceholder({ id, labelId }: Pick<RichTextEditorProps, 'id' | 'labelId'>) {
  return (
    <Form.Control
      as="textarea"
      id={id}
      aria-labelledby={labelId}
      aria-busy="true"
      readOnly
      className="rich-text-placeholder"
      placeholder="Loading the editor…"
    />
  );
}

/** {@link RichTextEditor}, loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder id={props.id} labelId={props.labelId} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
