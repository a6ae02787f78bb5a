import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface ConflictNoticeProps {
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** A 409: someone saved this event first. What was typed stays on screen and in the draft until the user chooses. */
export function ConflictNotice({ onKeepMine, onLoadTheirs }: ConflictNoticeProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        Someone else changed this LEAPS event while you were editing it.
      </Alert.Heading>
      <p className="mb-2">
        Your changes are still here and kept as a draft. Keep yours to save them over the other changes, or load the
        other changes instead.
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <Button size="sm" variant="primary" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline-dark" onClick={onLoadTheirs}>
          Load their changes
        </Button>
      </div>
    </Alert>
  );
}
