import { DOMParser as ProseMirrorDomParser, type Schema } from '@tiptap/pm/model';
import { Selection } from '@tiptap/pm/state';
import { EditorContent, getSchema, useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { RichTextEmbedForm } from '@/components/rich-text/rich-text-embed-form';
import { RichTextLinkForm } from '@/components/rich-text/rich-text-link-form';
import { RichTextEmbed, RichTextImage } from '@/components/rich-text/rich-text-media-nodes';
import { RichTextPictureForm } from '@/components/rich-text/rich-text-picture-form';
import { RichTextToolbar, type RichTextPanel } from '@/components/rich-text/rich-text-toolbar';
import { isAllowedLinkHref, sanitizeHtml, sanitizeHtmlToFragment } from '@/components/rich-text/sanitize-html';
import '@/components/rich-text/rich-text.css';

export interface RichTextEditorProps {
  /** Id of the editable area (the field's id). */
  id: string;
  /** The visible label's text (names the toolbar) and the id of the element showing it (names the text box). */
  label: string;
  labelId: string;
  /** Stored HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the help or error text. */
  describedBy?: string;
  /** Read as the editor opens: true takes the focus, at the end of the text (it replaces a focused placeholder). */
  focusOnOpen?: RefObject<boolean>;
}

/** How many edits a form's late echo may lag behind (more would only be kept for nothing). */
const MAX_UNECHOED_EDITS = 50;

/** Pasted HTML goes through the portal's sanitizer before the editor's schema parses it. */
export const transformPastedHtml = (html: string): string => sanitizeHtml(html);

/**
 * Stored HTML as the editor's document: sanitized into nodes, then read by ProseMirror's parser. Given the HTML
 * string, tiptap would parse it with DOMParser, a sink the portal's Trusted Types policy refuses.
 */
function toDocument(html: string, schema: Schema): JSONContent {
  return ProseMirrorDomParser.fromSchema(schema).parse(sanitizeHtmlToFragment(html)).toJSON() as JSONContent;
}

/** The editor's HTML as stored: '' when there is no text, so "required" means something. */
function storedHtml(isEmpty: boolean, html: string): string {
  return isEmpty ? '' : html;
}

function createExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLinkHref(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    RichTextImage,
    RichTextEmbed,
  ];
}

/**
 * Rich text (headings, bold, italic, lists, links, pictures uploaded for the lesson, videos and link cards) edited in
 * place and stored as sanitized HTML.
 */
export function RichTextEditor({
  id,
  label,
  labelId,
  value,
  onChange,
  onBlur,
  disabled = false,
  invalid = false,
  describedBy,
  focusOnOpen,
}: RichTextEditorProps) {
  const [panel, setPanel] = useState<RichTextPanel | null>(null);
  // What this editor reported and `value` has not shown back yet, oldest first. A form may re-render with an
  // earlier edit after later typing (its echo arrives late): such a `value` is not a value from outside (a reset).
  const unechoed = useRef<string[]>([]);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  // Options keep their identity between renders, so typing does not re-sanitize the document or reset the view's props.
  const [extensions] = useState(createExtensions);
  const [initialContent] = useState(() => toDocument(value, getSchema(extensions)));
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: transformPastedHtml,
      attributes: {
        id,
        class: 'rich-text-input rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    }),
    [id, labelId, invalid, describedBy],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    // Its base styles are in rich-text.css: injected, they would be inline style text, which the CSP refuses.
    injectCSS: false,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current.isEmpty, current.getHTML());
      unechoed.current = [...unechoed.current.slice(1 - MAX_UNECHOED_EDITS), html];
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // At once, before the browser handles the next key (tiptap's focus command waits for a frame): what is typed
  // after the placeholder went lands in the editor, after what was typed into the placeholder.
  useLayoutEffect(() => {
    if (!focusOnOpen?.current) return;
    editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
    editor.view.focus();
  }, [editor, focusOnOpen]);

  useEffect(() => {
    // Without `false`, tiptap reports a change of editability as an edit (an update event with the same text).
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    // Effects reconnected after a suspended render can still hold the instance tiptap destroyed meanwhile.
    if (editor.isDestroyed) return;
    const echoed = unechoed.current.lastIndexOf(value);
    if (echoed !== -1) {
      unechoed.current = unechoed.current.slice(echoed + 1);
      return;
    }
    unechoed.current = [];
    if (value === storedHtml(editor.isEmpty, editor.getHTML())) return;
    editor.commands.setContent(toDocument(value, editor.schema), { emitUpdate: false });
  }, [editor, value]);

  const frameClass = ['rich-text-editor', invalid ? 'is-invalid' : '', disabled ? 'is-disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={frameClass}>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        label={label}
        controls={id}
        panel={panel}
        onTogglePanel={(next) => setPanel((open) => (open === next ? null : next))}
      />
      {panel === 'link' && !disabled && <RichTextLinkForm editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'picture' && !disabled && <RichTextPictureForm editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'embed' && !disabled && <RichTextEmbedForm editor={editor} onClose={() => setPanel(null)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
