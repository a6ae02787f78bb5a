import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Trash } from 'react-bootstrap-icons';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { SharedFileDetail } from '@/features/file-sharing/api/file-sharing-schemas';
import { useDeleteSharedFile } from '@/features/file-sharing/api/file-writes';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';

/** Deletes the file and all its versions after confirming; only who shared it, or the principal, may. */
export function DeleteFileButton({ file, config }: { file: SharedFileDetail; config: ShareConfig }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSharedFile(config.share);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="outline-danger"
        onClick={() => setAsking(true)}
        disabled={!file.canDelete || remove.isPending}
        title={file.canDelete ? undefined : 'Only the person who shared this file or the principal can delete it.'}
      >
        <Trash aria-hidden="true" className="me-2" />
        Delete
      </Button>
      <ConfirmDialog
        show={asking}
        title={`Delete “${file.name}”?`}
        body={<p className="mb-0">The file and all {file.versionCount} of its versions are deleted for everyone. This cannot be undone.</p>}
        confirmLabel="Delete"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync(file.id);
          void navigate(config.listHref());
        }}
        onHide={() => setAsking(false)}
      />
    </>
  );
}
