import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { EntryGridStatus } from '@/components/entry-grid/entry-grid-store';

/** Props of {@link RecordSheetActions}. */
export interface RecordSheetActionsProps {
  status: EntryGridStatus;
  /** What the grid holds, plural ("remarks", "conduct grades"), for the save button and the counts. */
  noun: string;
  invalidReason: string;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** The unsaved-work summary with Discard and Save; both wait while a save is in flight. */
export function RecordSheetActions({ status, noun, invalidReason, saving, onSave, onDiscard }: RecordSheetActionsProps) {
  const reason =
    status.invalid > 0
      ? invalidReason
      : status.changed === 0
        ? 'No unsaved changes.'
        : `${status.changed} unsaved change(s).`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
      <span role="status" className={status.invalid > 0 ? 'text-danger small' : 'text-body-secondary small'}>
        {reason}
      </span>
      <Button variant="outline-danger" size="sm" onClick={onDiscard} disabled={status.changed === 0 || saving}>
        Discard changes
      </Button>
      <Button size="sm" onClick={onSave} disabled={saving || status.changed === 0 || status.invalid > 0} aria-busy={saving}>
        {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Save {noun}
      </Button>
    </div>
  );
}
