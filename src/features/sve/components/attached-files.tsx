import Button from 'react-bootstrap/Button';
import { formatFileSize } from '@/components/file-upload/file-checks';
import type { UploadedFile } from '@/domain/lesson-content/material-content';

/** Files uploaded for a form, not yet saved with it; each can be taken off again. */
export function AttachedFiles({
  files,
  onRemove,
}: {
  files: readonly UploadedFile[];
  onRemove: (fileId: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled mt-2 mb-0" aria-label="Attached files">
      {files.map((file) => (
        <li key={file.id} className="d-flex align-items-center gap-2">
          <span>{file.fileName}</span>
          <span className="text-body-secondary small">{formatFileSize(file.size)}</span>
          <Button
            size="sm"
            variant="link"
            className="p-0"
            onClick={() => onRemove(file.id)}
            aria-label={`Remove ${file.fileName}`}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
