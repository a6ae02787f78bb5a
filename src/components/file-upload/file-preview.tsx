import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Download } from 'react-bootstrap-icons';
import { formatFileSize } from '@/components/file-upload/file-checks';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import '@/components/file-upload/file-upload.css';
import { useNearViewport } from '@/components/file-upload/use-near-viewport';
import { PdfPreview } from '@/components/pdf-preview/pdf-preview';

/** Fetches a stored file's bytes (with the bearer token: never a token in a URL). */
export type LoadFileFn = (fileId: string) => Promise<Blob>;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string; blob: Blob };

/** An object URL for the file while shown; revoked when the component goes or the file changes. */
function useFileUrl(fileId: string, loadFile: LoadFileFn, enabled: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded & { fileId?: string }>({
    status: 'loading',
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let url: string | null = null;
    let live = true;
    loadFile(fileId).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', url, blob, fileId });
      },
      () => {
        if (live) setLoaded({ status: 'error', fileId });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, loadFile, enabled]);
  return loaded.fileId === fileId ? loaded : { status: 'loading' };
}

async function saveFile(file: UploadedFile, loadFile: LoadFileFn): Promise<void> {
  const url = URL.createObjectURL(await loadFile(file.id));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.click();
  // The browser has started the download by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a stored file (fetched with the token, saved through an object URL). */
export function FileDownloadButton({ file, loadFile, nameMaxWidth }: { file: UploadedFile; loadFile: LoadFileFn; nameMaxWidth?: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const download = () => {
    setState('loading');
    saveFile(file, loadFile).then(
      () => setState('idle'),
      () => setState('error'),
    );
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="link"
        className="p-0"
        onClick={download}
        disabled={state === 'loading'}
        aria-label={`Download ${file.fileName}`}
        title={nameMaxWidth ? file.fileName : undefined}
      >
        <Download aria-hidden="true" className="me-1" />
        {/* A long name in a narrow cell is cut with an ellipsis; the full name is the title and the accessible name. */}
        {nameMaxWidth ? (
          <span className="truncated-text" style={{ maxWidth: nameMaxWidth }}>
            {file.fileName}
          </span>
        ) : (
          file.fileName
        )}
      </Button>
      <span className="text-body-secondary small">{formatFileSize(file.size)}</span>
      {state === 'error' && (
        <span className="text-danger small" role="alert">
          The file could not be downloaded.
        </span>
      )}
    </span>
  );
}

export interface FilePreviewProps {
  file: UploadedFile;
  loadFile: LoadFileFn;
}

/**
 * Images and PDFs shown in place (other types offer their download only), fetched and shown once the reader
 * comes near them: each PDF's page is drawn by pdf.js, and a long lesson holds dozens.
 */
export function FilePreview({ file, loadFile }: FilePreviewProps) {
  const isImage = file.mimeType.startsWith('image/');
  const isPdf = file.mimeType === 'application/pdf';
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure);
  const loaded = useFileUrl(file.id, loadFile, near && (isImage || isPdf));
  const download = <FileDownloadButton file={file} loadFile={loadFile} />;
  if (!isImage && !isPdf) return download;
  return (
    <figure className="mb-0" ref={figure}>
      {!near && isPdf && <div className="file-preview-pdf" aria-hidden="true" />}
      {near && loaded.status === 'loading' && <Spinner size="sm" role="status" aria-label={`Loading ${file.fileName}`} />}
      {loaded.status === 'error' && (
        <p className="text-danger small mb-1">The preview of “{file.fileName}” could not be loaded.</p>
      )}
      {loaded.status === 'ready' && isImage && (
        <img src={loaded.url} alt={file.fileName} className="file-preview-image" />
      )}
      {loaded.status === 'ready' && isPdf && <PdfPreview blob={loaded.blob} fileName={file.fileName} />}
      <figcaption className="mt-1">{download}</figcaption>
    </figure>
  );
}
