import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface ConflictNoticeProps {
  /** What happened, e.g. "Someone else changed this … while you were editing it." */
  heading: string;
  /** That the typed work is kept, and what each choice does. */
  body: string;
  keepMineLabel: string;
  loadTheirsLabel: string;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/**
 * A 409 on a form that keeps a draft: someone saved first. The typed work stays on screen and in the draft
 * until the user keeps it (to save over the other change) or loads the other change instead.
 */
export function ConflictNotice({
  heading,
  body,
  keepMineLabel,
  loadTheirsLabel,
  onKeepMine,
  onLoadTheirs,
}: ConflictNoticeProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        {heading}
      </Alert.Heading>
      <p className="mb-2">{body}</p>
      <div className="d-flex gap-2 flex-wrap">
        <Button size="sm" variant="primary" onClick={onKeepMine}>
          {keepMineLabel}
        </Button>
        <Button size="sm" variant="outline-dark" onClick={onLoadTheirs}>
          {loadTheirsLabel}
        </Button>
      </div>
    </Alert>
  );
}
