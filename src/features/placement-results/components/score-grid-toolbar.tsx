import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import { paths } from '@/config/paths';

export const INVALID_SCORES = 'Some scores are not valid: a score is a number from 0 to 100. Fix the highlighted cells first.';

/** An expired session redirects to sign-in: let it through, the draft brings the values back after. */
const toSignIn = (next: { pathname: string }) => next.pathname === paths.login.path;

interface ScoreGridToolbarProps {
  store: EntryGridStore;
  onSubmit: () => void;
  saving: boolean;
  /** A message from the last Submit (nothing to send, invalid scores). */
  problem: string | null;
}

/**
 * The only part of the grid that follows the unsaved/invalid counts, so typing re-renders this small
 * toolbar and never the 200 rows: the count, Submit, the validity alert and the leave guard.
 */
export function ScoreGridToolbar({ store, onSubmit, saving, problem }: ScoreGridToolbarProps) {
  const status = useEntryGridStatus(store);
  // The invalid-scores message follows the cells live, so it goes away as soon as they are fixed.
  const message = status.invalid > 0 ? INVALID_SCORES : problem === INVALID_SCORES ? null : problem;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="text-body-secondary small" aria-live="polite">
          {status.changed > 0 ? `${status.changed} unsaved change(s), kept in this browser until you submit.` : 'No unsaved changes.'}
        </span>
        <Button className="ms-auto" onClick={onSubmit} disabled={saving} aria-busy={saving}>
          Submit
        </Button>
      </div>
      {message ? (
        <Alert variant="danger" className="py-2">
          <span role="alert">{message}</span>
        </Alert>
      ) : null}
      <UnsavedChangesGuard when={status.changed > 0} allowNavigation={toSignIn} />
    </>
  );
}
