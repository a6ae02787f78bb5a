import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface ConflictNoticeProps {
  /** What happened, e.g. "Someone else changed this … while you were editing it." */
  heading: ReactNode;
  /** That the typed work is kept, and what each choice does. */
  body?: ReactNode;
  /** Saving the typed work over the other change; left out where loading theirs (under what was typed) is the way on. */
  keepMineLabel?: string;
  onKeepMine?: () => void;
  loadTheirsLabel: string;
  onLoadTheirs: () => void;
  /** While a choice is being carried out (a reload): both buttons wait. */
  busy?: boolean;
}

/**
 * A 409 on a form or grid that keeps a draft: someone saved first. The typed work stays on screen and in the draft
 * until the user keeps it (to save over the other change) or loads the other change instead.
 */
export function ConflictNotice({
  heading,
  body,
  keepMineLabel,
  onKeepMine,
  loadTheirsLabel,
  onLoadTheirs,
  busy = false,
}: ConflictNoticeProps) {
  return (
    <Alert variant="warning" role="alert">
      <Alert.Heading as="h2" className="h6">
        {heading}
      </Alert.Heading>
      {body ? <p className="mb-2">{body}</p> : null}
      <div className="d-flex gap-2 flex-wrap">
        {keepMineLabel && onKeepMine ? (
          <Button size="sm" variant="primary" onClick={onKeepMine} disabled={busy}>
            {keepMineLabel}
          </Button>
        ) : null}
        <Button size="sm" variant="outline-secondary" onClick={onLoadTheirs} disabled={busy}>
          {loadTheirsLabel}
        </Button>
      </div>
    </Alert>
  );
}
