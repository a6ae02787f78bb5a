import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import {
  ArrowClockwise,
  ArrowCounterclockwise,
  Link45deg,
  ListOl,
  ListUl,
  TypeBold,
  TypeH2,
  TypeH3,
  TypeItalic,
} from 'react-bootstrap-icons';

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
  /** Undefined for actions (undo), a boolean for formats that are on or off. */
  pressed?: boolean;
}

function ToolButton({ label, icon, onClick, disabled, pressed }: ToolButtonProps) {
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? 'secondary' : 'outline-secondary'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection: a mouse-down on the button would otherwise blur the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  disabled: boolean;
  /** The label of the field, so the toolbar is announced as belonging to it. */
  label: string;
  controls: string;
  linkOpen: boolean;
  onToggleLink: () => void;
}

/** Formatting buttons; each format button says whether it is on (aria-pressed). */
export function RichTextToolbar({ editor, disabled, label, controls, linkOpen, onToggleLink }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={controls}>
      <ToolButton
        label="Bold"
        icon={<TypeBold />}
        pressed={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        icon={<TypeItalic />}
        pressed={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <span className="rich-text-toolbar-separator" aria-hidden="true" />
      <ToolButton
        label="Heading"
        icon={<TypeH2 />}
        pressed={state.h2}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Subheading"
        icon={<TypeH3 />}
        pressed={state.h3}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label="Bulleted list"
        icon={<ListUl />}
        pressed={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={<ListOl />}
        pressed={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Link"
        icon={<Link45deg />}
        pressed={state.link || linkOpen}
        disabled={disabled}
        onClick={onToggleLink}
      />
      <span className="rich-text-toolbar-separator" aria-hidden="true" />
      <ToolButton
        label="Undo"
        icon={<ArrowCounterclockwise />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        icon={<ArrowClockwise />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
