import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import {
  ArrowClockwise,
  ArrowCounterclockwise,
  Image as PictureIcon,
  Link45deg,
  PlayBtn,
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
  /** The editor's own shortcut, as typed with Ctrl (⌘ on a Mac), e.g. "B" or "Shift+8". */
  keys?: string;
}

function ToolButton({ label, icon, onClick, disabled, pressed, keys }: ToolButtonProps) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline-secondary"
      active={pressed}
      aria-label={label}
      title={keys ? `${label} (Ctrl+${keys})` : label}
      aria-keyshortcuts={keys ? `Control+${keys} Meta+${keys}` : undefined}
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

/** The form open under the toolbar. */
export type RichTextPanel = 'link' | 'picture' | 'embed';

export interface RichTextToolbarProps {
  editor: Editor;
  disabled: boolean;
  /** The label of the field, so the toolbar is announced as belonging to it. */
  label: string;
  controls: string;
  panel: RichTextPanel | null;
  onTogglePanel: (panel: RichTextPanel) => void;
}

/** Formatting buttons; each format button says whether it is on (aria-pressed). */
export function RichTextToolbar({ editor, disabled, label, controls, panel, onTogglePanel }: RichTextToolbarProps) {
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
        keys="B"
        icon={<TypeBold />}
        pressed={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        keys="I"
        icon={<TypeItalic />}
        pressed={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <span className="rich-text-toolbar-separator" aria-hidden="true" />
      <ToolButton
        label="Heading"
        keys="Alt+2"
        icon={<TypeH2 />}
        pressed={state.h2}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Subheading"
        keys="Alt+3"
        icon={<TypeH3 />}
        pressed={state.h3}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label="Bulleted list"
        keys="Shift+8"
        icon={<ListUl />}
        pressed={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        keys="Shift+7"
        icon={<ListOl />}
        pressed={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Link"
        icon={<Link45deg />}
        pressed={state.link || panel === 'link'}
        disabled={disabled}
        onClick={() => onTogglePanel('link')}
      />
      <ToolButton
        label="Picture"
        icon={<PictureIcon />}
        pressed={panel === 'picture'}
        disabled={disabled}
        onClick={() => onTogglePanel('picture')}
      />
      <ToolButton
        label="Video or link card"
        icon={<PlayBtn />}
        pressed={panel === 'embed'}
        disabled={disabled}
        onClick={() => onTogglePanel('embed')}
      />
      <span className="rich-text-toolbar-separator" aria-hidden="true" />
      <ToolButton
        label="Undo"
        keys="Z"
        icon={<ArrowCounterclockwise />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        keys="Shift+Z"
        icon={<ArrowClockwise />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
