import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Download } from 'react-bootstrap-icons';
import { toApiError } from '@/lib/api-error';
import type { FileShare } from '@/lib/file-sharing/limits';
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
  variant?: string;
  size?: 'sm';
}

/** Downloads one version (fetched with the token, saved under its stored name); disabled while it loads. */
export function DownloadButton({ share, fileId, versionId, fileName, label = 'Download', variant = 'outline-secondary', size = 'sm' }: DownloadButtonProps) {
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
    <Button type="button" variant={variant} size={size} onClick={() => void download()} disabled={busy} aria-label={`${label} ${fileName}`}>
      {busy ? <Spinner size="sm" aria-hidden="true" className="me-1" /> : <Download aria-hidden="true" className="me-1" />}
      {label}
    </Button>
  );
}
