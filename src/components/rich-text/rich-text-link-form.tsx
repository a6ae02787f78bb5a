import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { isAllowedLinkHref } from '@/components/rich-text/sanitize-html';

export const LINK_ADDRESS_MESSAGE = 'Enter a full web address starting with http:// or https://.';

export interface RichTextLinkFormProps {
  editor: Editor;
  onClose: () => void;
}

/**
 * Adds, changes or removes the link on the selection. Not a <form>: it sits inside the material's form,
 * so Enter is handled here rather than submitting the material.
 */
export function RichTextLinkForm({ editor, onClose }: RichTextLinkFormProps) {
  const id = useId();
  const current = editor.getAttributes('link').href;
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The form opens on purpose, from the Link button, so the address is what the user types next.
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const value = href.trim();
    if (!isAllowedLinkHref(value)) {
      setError(LINK_ADDRESS_MESSAGE);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: value,
          marks: [{ type: 'link', attrs: { href: value } }],
        })
        .run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="rich-text-link-form">
      <Form.Group controlId={`${id}-href`} className="flex-grow-1">
        <Form.Label visuallyHidden>Link address</Form.Label>
        <Form.Control
          size="sm"
          type="url"
          placeholder="https://"
          value={href}
          isInvalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          ref={input}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="button" size="sm" onClick={apply}>
        Apply link
      </Button>
      {editor.isActive('link') && (
        <Button type="button" size="sm" variant="outline-danger" onClick={remove}>
          Remove link
        </Button>
      )}
      <Button type="button" size="sm" variant="outline-secondary" onClick={close}>
        Cancel
      </Button>
    </div>
  );
}
