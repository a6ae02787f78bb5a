import Button from 'react-bootstrap/Button';
import { UploadProgress } from '@/components/file-upload/upload-progress';

/** The progress bar of an upload in flight, with the Cancel that aborts it. */
export function UploadStatus({ name, progress, onCancel }: { name: string; progress: number | null; onCancel: () => void }) {
  if (progress === null) return null;
  return (
    <div className="d-flex align-items-end gap-2 mt-3">
      <div className="flex-grow-1">
        <UploadProgress name={name} fraction={progress} />
      </div>
      <Button type="button" variant="outline-danger" size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
