import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { uploadFile } from '@/entities/uploaded-file/uploaded-file';
import { LESSON_UPLOAD_ENTITY_TYPE, UPLOAD_MAX_BYTES } from '@/domain/lesson-content/limits';
import { IMAGE_ALT_REQUIRED_MESSAGE, RICH_TEXT_IMAGE_TYPES } from '@/domain/lesson-content/rich-text-media';
import { toApiError } from '@/lib/api-error';

export const PICTURE_REQUIRED_MESSAGE = 'Choose a picture to upload.';
const PICTURE_ACCEPT = [...Object.keys(RICH_TEXT_IMAGE_TYPES), ...Object.values(RICH_TEXT_IMAGE_TYPES).flat()].join(',');

/** Why the picture may not be sent (the server checks its bytes again: 415), or null. */
function pictureRefusal(file: File | null): string | null {
  if (file === null) return PICTURE_REQUIRED_MESSAGE;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const named = Object.hasOwn(RICH_TEXT_IMAGE_TYPES, file.type) || Object.values(RICH_TEXT_IMAGE_TYPES).flat().includes(extension);
  if (!named) return `“${file.name}” is not a picture you can show in the text. Use a PNG, JPEG, GIF or WebP picture.`;
  if (file.size > UPLOAD_MAX_BYTES) return `“${file.name}” is larger than ${formatFileSize(UPLOAD_MAX_BYTES)}.`;
  return null;
}

export interface RichTextPictureFormProps {
  editor: Editor;
  onClose: () => void;
}

/**
 * Uploads a picture for the lesson and inserts it with its description, which is required (a picture without
 * one says nothing to a pupil using a screen reader). Not a <form>: it sits inside the material's form.
 */
export function RichTextPictureForm({ editor, onClose }: RichTextPictureFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => picker.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const insert = () => {
    const refusal = pictureRefusal(file);
    const description = alt.trim();
    const found = { file: refusal ?? undefined, alt: description === '' ? IMAGE_ALT_REQUIRED_MESSAGE : undefined };
    setErrors(found);
    if (file === null || found.file || found.alt) return;
    setUploading(true);
    uploadFile({ file, entityType: LESSON_UPLOAD_ENTITY_TYPE }).then(
      (uploaded) => {
        setUploading(false);
        editor.chain().focus().insertPicture({ fileId: uploaded.id, alt: description }).run();
        onClose();
      },
      (error: unknown) => {
        setUploading(false);
        setErrors({ file: toApiError(error, 'The picture could not be uploaded.').message });
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="rich-text-link-form" role="group" aria-label="Insert a picture">
      <Form.Group controlId={`${id}-file`} className="flex-grow-1">
        <Form.Label className="small mb-1">Picture (PNG, JPEG, GIF or WebP, at most {formatFileSize(UPLOAD_MAX_BYTES)})</Form.Label>
        <Form.Control
          size="sm"
          type="file"
          accept={PICTURE_ACCEPT}
          ref={picker}
          isInvalid={errors.file !== undefined}
          aria-describedby={errors.file ? `${id}-file-error` : undefined}
          disabled={uploading}
          onChange={(event) => {
            setFile((event.target as HTMLInputElement).files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-file-error`}>
          {errors.file}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${id}-alt`} className="flex-grow-1">
        <Form.Label className="small mb-1">Description (alt text)</Form.Label>
        <Form.Control
          size="sm"
          value={alt}
          required
          isInvalid={errors.alt !== undefined}
          aria-describedby={errors.alt ? `${id}-alt-error` : undefined}
          disabled={uploading}
          onChange={(event) => {
            setAlt(event.target.value);
            setErrors((current) => ({ ...current, alt: undefined }));
          }}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-alt-error`}>
          {errors.alt}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="rich-text-media-form-actions">
        <Button type="button" size="sm" onClick={insert} disabled={uploading}>
          {uploading ? 'Uploading…' : 'Insert picture'}
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={close} disabled={uploading}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
