import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { EntryGridStatus } from '@/components/entry-grid/entry-grid-store';

/** Props of {@link GradeActions}. */
export interface GradeActionsProps {
  status: EntryGridStatus;
  /** Why the grades cannot be changed, or null when they can. */
  lockedReason: string | null;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** The unsaved-work summary with Save and Discard; Save says why when it is unavailable. */
export function GradeActions({ status, lockedReason, saving, onSave, onDiscard }: GradeActionsProps) {
  const reason =
    lockedReason ??
    (status.invalid > 0
      ? `Fix ${status.invalid} invalid value(s) before saving.`
      : status.changed === 0
        ? 'No unsaved changes.'
        : `${status.changed} unsaved change(s).`);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
      <span role="status" className={status.invalid > 0 ? 'text-danger small' : 'text-body-secondary small'}>
        {reason}
      </span>
      <Button variant="outline-danger" size="sm" onClick={onDiscard} disabled={status.changed === 0 || saving}>
        Discard changes
      </Button>
      <Button
        size="sm"
        onClick={onSave}
        disabled={lockedReason !== null || saving || status.changed === 0 || status.invalid > 0}
        aria-busy={saving}
      >
        {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Save grades
      </Button>
    </div>
  );
}
