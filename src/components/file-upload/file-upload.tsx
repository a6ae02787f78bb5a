import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useDropzone } from 'react-dropzone';
import { Upload } from 'react-bootstrap-icons';
import { formatFileSize, UPLOAD_ACCEPT_ATTRIBUTE, uploadRefusal } from '@/components/file-upload/file-checks';
import { UploadProgress } from '@/components/file-upload/upload-progress';
import { toApiError } from '@/lib/api-error';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { UPLOAD_MAX_BYTES } from '@/domain/lesson-content/limits';
import { showToast } from '@/lib/toast-store';
import '@/components/file-upload/file-upload.css';
import { countOf } from '@/domain/school/count-words';

/** Sends one file; reports the share sent (0 to 1); answers the stored file. */
export type UploadFileFn = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadedFile>;

export interface FileUploadProps {
  label: string;
  upload: UploadFileFn;
  /** Called once per stored file, in the order chosen. */
  onUploaded: (file: UploadedFile) => void;
  /** How many more files may be added; files beyond it are refused with `tooManyMessage`. */
  remaining?: number;
  tooManyMessage?: string;
  disabled?: boolean;
  /** Id of an error shown by the surrounding form. */
  describedBy?: string;
}

interface InFlight {
  key: number;
  name: string;
  progress: number;
}

export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded.';

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError'));
}

/**
 * Drop or choose files; each is checked (type, size) before anything is sent, then uploaded with its progress.
 * A refusal by the server is a danger notification carrying the server's message (spec §8).
 */
export function FileUpload({
  label,
  upload,
  onUploaded,
  remaining,
  tooManyMessage,
  disabled = false,
  describedBy,
}: FileUploadProps) {
  const id = useId();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const controller = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  // Uploads outlive the render that started them: they report to the latest callbacks.
  const callbacks = useRef({ upload, onUploaded });
  useEffect(() => {
    callbacks.current = { upload, onUploaded };
  }, [upload, onUploaded]);
  useEffect(() => () => controller.current?.abort(), []);
  const busy = inFlight.length > 0;

  const sendAll = async (files: readonly File[]) => {
    const refused: string[] = [];
    let accepted = files.filter((file) => {
      const refusal = uploadRefusal(file);
      if (refusal) refused.push(refusal);
      return refusal === null;
    });
    if (remaining !== undefined && accepted.length > remaining) {
      refused.push(tooManyMessage ?? `You can add ${countOf(remaining, 'more file', 'more files')}.`);
      accepted = accepted.slice(0, remaining);
    }
    setRefusals(refused);
    if (accepted.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    const queue = accepted.map((file) => ({ file, key: nextKey.current++ }));
    setInFlight(queue.map(({ file, key }) => ({ key, name: file.name, progress: 0 })));
    for (const { file, key } of queue) {
      if (abort.signal.aborted) return;
      const onProgress = (fraction: number) =>
        setInFlight((current) => current.map((item) => (item.key === key ? { ...item, progress: fraction } : item)));
      try {
        const stored = await callbacks.current.upload(file, onProgress, abort.signal);
        callbacks.current.onUploaded(stored);
      } catch (error) {
        if (isAbort(error, abort.signal)) return;
        showToast({
          variant: 'danger',
          message: toApiError(error, UPLOAD_FAILED_MESSAGE).message,
        });
      }
      setInFlight((current) => current.filter((item) => item.key !== key));
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => void sendAll(files),
    disabled: disabled || busy,
    multiple: true,
    noClick: true,
    noKeyboard: true,
  });

  const hintId = `${id}-hint`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-busy={busy}>
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      <div
        {...getRootProps({
          className: ['file-drop', isDragActive ? 'is-active' : '', disabled || busy ? 'is-disabled' : ''].join(' '),
        })}
      >
        <input
          {...getInputProps({
            accept: UPLOAD_ACCEPT_ATTRIBUTE,
            'aria-label': label,
          })}
        />
        <Upload aria-hidden="true" className="file-drop-icon" />
        <span>Drag files here or</span>
        <Button
          type="button"
          size="sm"
          variant="outline-secondary"
          onClick={open}
          disabled={disabled || busy}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        >
          Choose files
        </Button>
        <div id={hintId} className="form-text w-100 text-center">
          PDF, images, audio, Word, PowerPoint, Excel or text files, up to {formatFileSize(UPLOAD_MAX_BYTES)} each.
        </div>
      </div>
      {inFlight.map((item) => (
        <UploadProgress key={item.key} name={item.name} fraction={item.progress} />
      ))}
      {refusals.length > 0 && (
        <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">
          {refusals.length === 1 ? (
            refusals[0]
          ) : (
            <ul className="mb-0 ps-3">
              {refusals.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
