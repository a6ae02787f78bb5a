export interface UploadProgressProps {
  name: string;
  /** Share sent, 0 to 1. */
  fraction: number;
}

/** One file's upload progress, announced as a named progress bar. */
export function UploadProgress({ name, fraction }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="upload-progress">
      <div className="upload-progress-name text-truncate">{name}</div>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }}>
          {percent}%
        </div>
      </div>
    </div>
  );
}
