import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { BatchJobKind, BatchPrintState } from '@/features/reports/printing/use-batch-print';

const WHAT: Readonly<Record<BatchJobKind, string>> = {
  pdf: 'the merged PDF',
  zip: 'the ZIP of one PDF per pupil',
  reissue: "the pupil's report",
};

/** Props of {@link BatchProgress}. */
export interface BatchProgressProps {
  state: BatchPrintState;
  onCancel: () => void;
}

/** "n of N pupils" with Cancel while a batch prints, then how it ended. */
export function BatchProgress({ state, onCancel }: BatchProgressProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const label = `${state.done} of ${state.total} pupils`;
    const percent = state.total === 0 ? 0 : (state.done / state.total) * 100;
    // Every pupil is rendered, and the workers' parts are being joined into one file and saved: seconds for a level,
    // which would otherwise look like a bar stuck at its end.
    const joining = state.kind !== 'reissue' && state.total > 0 && state.done >= state.total;
    return (
      <div className="border rounded p-3 mb-3" aria-live="polite">
        <div className="d-flex align-items-center justify-content-between gap-3 mb-2">
          <span id="batch-progress-label">
            Printing {WHAT[state.kind]}: <strong>{label}</strong>
            {joining ? <span className="d-block small text-body-secondary">Putting them together into one file…</span> : null}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        {/* Drawn here rather than with react-bootstrap's ProgressBar, which puts the label and value text on its outer
            box instead of the element with the progressbar role. Striped, not animated, and without Bootstrap's
            0.6 s width transition: moving stripes, or a width easing after every pupil, repaint every frame on the
            main thread (docs/decisions/reports.md). */}
        <div className="progress">
          <div
            className="progress-bar progress-bar-striped"
            role="progressbar"
            aria-labelledby="batch-progress-label"
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.done}
            aria-valuetext={label}
            style={{ width: `${percent}%`, transition: 'none' }}
          >
            {label}
          </div>
        </div>
      </div>
    );
  }
  if (state.status === 'finished')
    return (
      <Alert variant="success" role="status">
        Downloaded {state.fileName}
      </Alert>
    );
  if (state.status === 'cancelled')
    return (
      <Alert variant="secondary" role="status">
        Printing {WHAT[state.kind]} was cancelled; nothing was saved.
      </Alert>
    );
  return (
    <Alert variant="danger">
      <span role="alert">
        {WHAT[state.kind].replace(/^the/, 'The')} could not be printed: {state.message}
      </span>
    </Alert>
  );
}
