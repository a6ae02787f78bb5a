import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface ConflictNoticeProps {
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** A 409: someone saved this submission first. The typed work stays on screen and in the draft until chosen. */
export function ConflictNotice({ onKeepMine, onLoadTheirs }: ConflictNoticeProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        Someone else graded this submission while you were working on it.
      </Alert.Heading>
      <p className="mb-2">
        Your marks, feedback and annotations are still here and kept as a draft. Keep yours to save them over the other
        grading, or load the other grading instead.
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <Button size="sm" variant="primary" onClick={onKeepMine}>
          Keep mine and save again
        </Button>
        <Button size="sm" variant="outline-dark" onClick={onLoadTheirs}>
          Load their grading
        </Button>
      </div>
    </Alert>
  );
}
