import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useDropzone } from 'react-dropzone';
import { Upload } from 'react-bootstrap-icons';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { SHARED_FILE_ACCEPT, sharedFileRefusal } from '@/domain/file-sharing/file-checks';
import { SHARED_FILE_MAX_BYTES, SHARED_FILE_TYPES_LABEL } from '@/domain/file-sharing/limits';
import '@/components/file-upload/file-upload.css';

interface FileDropProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** An error of the surrounding form ("Choose a file"). */
  error?: string;
}

/** Pick or drop one file; its type and size are checked here, before anything is sent. */
export function FileDrop({ label, file, onChange, disabled = false, error }: FileDropProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (files: readonly File[]) => {
    const [first] = files;
    if (!first) return;
    const reason = sharedFileRefusal(first);
    setRefusal(reason === null ? null : `“${first.name}”: ${reason}`);
    onChange(reason === null ? first : null);
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({ onDrop: choose, disabled, multiple: false, noClick: true, noKeyboard: true });
  const message = refusal ?? error;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      <div {...getRootProps({ className: ['file-drop', isDragActive ? 'is-active' : '', disabled ? 'is-disabled' : ''].join(' ') })}>
        <input {...getInputProps({ accept: SHARED_FILE_ACCEPT, 'aria-label': label })} />
        <Upload aria-hidden="true" className="file-drop-icon" />
        <span>{file ? <strong>{file.name}</strong> : 'Drag a file here or'}</span>
        {file && <span className="text-body-secondary small">{formatFileSize(file.size)}</span>}
        <Button type="button" size="sm" variant="outline-secondary" onClick={open} disabled={disabled} aria-describedby={`${id}-hint`}>
          {file ? 'Choose another file' : 'Choose a file'}
        </Button>
        <div id={`${id}-hint`} className="form-text w-100 text-center">
          {SHARED_FILE_TYPES_LABEL}, up to {formatFileSize(SHARED_FILE_MAX_BYTES)}.
        </div>
      </div>
      {message && (
        <div className="text-danger small mt-1" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
