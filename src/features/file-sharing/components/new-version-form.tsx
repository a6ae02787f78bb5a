import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SharedFileDetail } from '@/features/file-sharing/api/file-sharing-schemas';
import { useUploadFileVersion } from '@/features/file-sharing/api/file-writes';
import { FileDrop } from '@/features/file-sharing/components/file-drop';
import { UploadStatus } from '@/features/file-sharing/components/upload-status';
import { useCancellableUpload } from '@/features/file-sharing/components/use-cancellable-upload';

/** Upload a new version: it becomes current, the older ones stay in the history. */
export function NewVersionForm({ file, onDone }: { file: SharedFileDetail; onDone: () => void }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const uploadVersion = useUploadFileVersion(file.share, file.id);
  const upload = useCancellableUpload();
  const submit = async () => {
    if (!chosen) {
      setError('Choose a file to upload.');
      return;
    }
    if (upload.uploading) return;
    setError(undefined);
    const stored = await upload.run((signal, onProgress) => uploadVersion.mutateAsync({ file: chosen, onProgress, signal }));
    if (stored) {
      setChosen(null);
      onDone();
    }
  };
  return (
    <section aria-label="Upload a new version" className="border rounded p-3 mb-3">
      <FileDrop label={`New version of ${file.name}`} file={chosen} onChange={setChosen} disabled={upload.uploading} error={error} />
      <UploadStatus name={chosen?.name ?? ''} progress={upload.progress} onCancel={upload.cancel} />
      <div className="d-flex gap-2 mt-3">
        <Button onClick={() => void submit()} disabled={upload.uploading}>
          {upload.uploading ? 'Uploading…' : `Upload as v${file.version + 1}`}
        </Button>
        <Button variant="outline-secondary" onClick={onDone} disabled={upload.uploading}>
          Close
        </Button>
      </div>
    </section>
  );
}
