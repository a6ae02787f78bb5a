import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { ReportPdfState } from '@/features/reports/components/use-report-pdf';

/** Props of {@link GenerationStatus}. */
export interface GenerationStatusProps {
  state: ReportPdfState;
  onCancel: () => void;
  /** Runs the failed job again. */
  onRetry: () => void;
}

const WHAT = { class: 'class PDF', student: "student's PDF" } as const;

/** Progress ("12 of 38") with Cancel while a PDF is made, then how it ended; a failure offers Retry. */
export function GenerationStatus({ state, onCancel, onRetry }: GenerationStatusProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const label = `${state.done} of ${state.total}`;
    return (
      <div className="border rounded p-3 mb-3" aria-live="polite">
        <div className="d-flex align-items-center justify-content-between gap-3 mb-2">
          <span id="pdf-progress-label">
            Generating the {WHAT[state.scope]}: <strong>{label}</strong> reports
          </span>
          <Button variant="outline-secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        <ProgressBar
          now={state.total === 0 ? 0 : (state.done / state.total) * 100}
          label={label}
          aria-labelledby="pdf-progress-label"
          aria-valuetext={label}
          // Striped but not animated: the moving stripes repaint the page every frame on the main thread,
          // taking a share of the cores the report workers render on (issue 22).
          striped
        />
      </div>
    );
  }
  if (state.status === 'finished') {
    return (
      <Alert variant="success" role="status">
        Downloaded {state.fileName}
      </Alert>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Alert variant="secondary" role="status">
        Generation of the {WHAT[state.scope]} was cancelled.
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span role="alert">
        The {WHAT[state.scope]} could not be generated: {state.message}
      </span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
