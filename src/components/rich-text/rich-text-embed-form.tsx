import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LINK_ADDRESS_MESSAGE } from '@/components/rich-text/rich-text-link-form';
import { isSafeHttpUrl } from '@/domain/lesson-content/safe-url';

export interface RichTextEmbedFormProps {
  editor: Editor;
  onClose: () => void;
}

/**
 * Inserts a video (YouTube, Vimeo: a player) or any other web address (a link card). Not a <form>: it sits
 * inside the material's form, so Enter is handled here rather than submitting the material.
 */
export function RichTextEmbedForm({ editor, onClose }: RichTextEmbedFormProps) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const insert = () => {
    const value = address.trim();
    if (!isSafeHttpUrl(value)) {
      setError(LINK_ADDRESS_MESSAGE);
      return;
    }
    editor.chain().focus().insertEmbed(value).run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="rich-text-link-form" role="group" aria-label="Insert a video or link card">
      <Form.Group controlId={`${id}-address`} className="flex-grow-1">
        <Form.Label className="small mb-1">Video or web address (YouTube and Vimeo play in the page)</Form.Label>
        <Form.Control
          size="sm"
          type="url"
          placeholder="https://"
          value={address}
          ref={input}
          isInvalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="rich-text-media-form-actions">
        <Button type="button" size="sm" onClick={insert}>
          Insert video or link
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
