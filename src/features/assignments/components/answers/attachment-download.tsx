import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Download } from 'react-bootstrap-icons';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { fetchFileContent } from '@/entities/uploaded-file/uploaded-file';
import type { UploadedFile } from '@/domain/lesson-content/material-content';

/**
 * Saves a student's file. The bytes are re-typed as application/octet-stream before the object URL is made,
 * so that whatever the student uploaded (HTML, SVG, a script) is saved to disk and never opened by the portal.
 */
async function saveAttachment(file: UploadedFile): Promise<void> {
  const bytes = await fetchFileContent(file.id);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A download button for one attachment, with its size. */
export function AttachmentDownload({ file }: { file: UploadedFile }) {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const download = () => {
    setState('loading');
    saveAttachment(file).then(
      () => setState('idle'),
      () => setState('error'),
    );
  };
  return (
    <span className="d-inline-flex align-items-center gap-2 flex-wrap">
      <Button type="button" size="sm" variant="link" className="p-0" onClick={download} disabled={state === 'loading'}>
        <Download aria-hidden="true" className="me-1" />
        Download {file.fileName}
      </Button>
      <span className="text-body-secondary small">{formatFileSize(file.size)}</span>
      {state === 'error' ? (
        <span className="text-danger small" role="alert">
          The file could not be downloaded.
        </span>
      ) : null}
    </span>
  );
}
