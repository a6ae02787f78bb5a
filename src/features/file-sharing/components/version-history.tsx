import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ArrowCounterclockwise } from 'react-bootstrap-icons';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { toApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { orderVersions } from '@/domain/file-sharing/versions';
import type { SharedFileDetail, SharedFileVersion } from '@/features/file-sharing/api/file-sharing-schemas';
import { useRestoreFileVersion } from '@/features/file-sharing/api/file-writes';
import { DownloadButton } from '@/features/file-sharing/components/download-button';

interface VersionHistoryProps {
  file: SharedFileDetail;
  /** Why restoring is off for this user (their permissions), or null when they may restore. */
  lockedReason: string | null;
}

const RESTORE_FAILED = 'The version could not be restored.';

/**
 * Every version, newest first: who uploaded what and when; an older one can be restored (after confirming). The
 * restore sends the current version shown here: when someone added a newer one meanwhile, nothing is restored, the
 * answer is explained above the history and the history shows the newer version.
 */
export function VersionHistory({ file, lockedReason }: VersionHistoryProps) {
  const restore = useRestoreFileVersion(file.share, file.id);
  const [restoring, setRestoring] = useState<SharedFileVersion | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const failure = restore.isError ? toApiError(restore.error, RESTORE_FAILED) : null;

  async function confirmRestore(older: SharedFileVersion) {
    try {
      await restore.mutateAsync({ versionId: older.id, version: file.version });
      setStale(null);
    } catch (error) {
      const info = toApiError(error, RESTORE_FAILED);
      // Resolving closes the dialog: the question it asked no longer fits the history.
      if (info.status === 409) setStale(info.message);
      else throw error;
    }
  }

  return (
    <>
      {stale ? (
        <Alert variant="warning" dismissible onClose={() => setStale(null)}>
          {stale}
        </Alert>
      ) : null}
      <Table size="sm" responsive className="align-middle mb-0">
        <caption className="visually-hidden">Versions of {file.name}</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">File</th>
            <th scope="col" className="text-end">Size</th>
            <th scope="col">Uploaded by</th>
            <th scope="col">Uploaded</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orderVersions(file.versions).map((version) => (
            <tr key={version.id}>
              <th scope="row">
                v{version.version} {version.isCurrent && <Badge bg="success">Current</Badge>}
              </th>
              <td>
                <div>{version.fileName}</div>
                {version.restoredFromVersion !== null && <div className="small text-body-secondary">Restored from v{version.restoredFromVersion}</div>}
              </td>
              <td className="text-end">{formatFileSize(version.size)}</td>
              <td>{version.uploadedBy.name}</td>
              <td>{formatDateTime(version.uploadedAt)}</td>
              <td className="text-end text-nowrap">
                <DownloadButton share={file.share} fileId={file.id} versionId={version.id} fileName={version.fileName} label={`Download v${version.version}`} />
                {!version.isCurrent && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="ms-2"
                    disabled={lockedReason !== null || restore.isPending}
                    title={lockedReason ?? undefined}
                    onClick={() => {
                      restore.reset();
                      setRestoring(version);
                    }}
                  >
                    <ArrowCounterclockwise aria-hidden="true" className="me-1" />
                    Restore v{version.version}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        show={restoring !== null}
        title={`Restore version ${restoring?.version ?? ''}?`}
        body={
          <>
            <p className="mb-0">
              “{restoring?.fileName}” uploaded by {restoring?.uploadedBy.name} becomes the current version, as a new version v
              {file.version + 1}. Every version stays in the history.
            </p>
            {failure && failure.status !== 409 ? (
              <Alert variant="danger" className="mt-3 mb-0">
                {failure.message}
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Restore"
        onConfirm={() => (restoring ? confirmRestore(restoring) : undefined)}
        onHide={() => setRestoring(null)}
        pending={restore.isPending}
      />
    </>
  );
}
