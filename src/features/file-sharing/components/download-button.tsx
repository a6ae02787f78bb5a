import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Download } from 'react-bootstrap-icons';
import { toApiError } from '@/lib/api-error';
import type { FileShare } from '@/domain/file-sharing/limits';
import { showToast } from '@/lib/toast-store';
import { fetchSharedFileContent } from '@/features/file-sharing/api/shared-file';
import { saveBlob } from '@/features/file-sharing/components/save-blob';

interface DownloadButtonProps {
  share: FileShare;
  fileId: string;
  versionId: string;
  fileName: string;
  /** Visible text; the accessible name always names the file. */
  label?: string;
  /** `icon`: only the icon (a table row), `small`: a small outlined button, `primary`: the page's main action. */
  appearance?: 'icon' | 'small' | 'primary';
}

/** Downloads one version (fetched with the token, saved under its stored name); disabled while it loads. */
export function DownloadButton({ share, fileId, versionId, fileName, label = 'Download', appearance = 'small' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchSharedFileContent(share, fileId, versionId), fileName);
    } catch (error) {
      showToast({ variant: 'danger', message: toApiError(error, 'The file could not be downloaded.').message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant={appearance === 'primary' ? 'primary' : 'outline-secondary'}
      size={appearance === 'primary' ? undefined : 'sm'}
      onClick={() => void download()}
      disabled={busy}
      aria-label={`${label} ${fileName}`}
      title={appearance === 'icon' ? `${label} ${fileName}` : undefined}
    >
      {busy ? <Spinner size="sm" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {appearance !== 'icon' && <span className="ms-1">{label}</span>}
    </Button>
  );
}
