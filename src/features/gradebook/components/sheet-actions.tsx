import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { EntryGridStatus } from '@/components/entry-grid/entry-grid-store';

/** Props of {@link SheetActions}. */
export interface SheetActionsProps {
  status: EntryGridStatus;
  canUpdate: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onExport: () => void;
}

/** The unsaved-work summary with Save, Discard and CSV export; Save says why when it is unavailable. */
export function SheetActions({ status, canUpdate, saving, onSave, onDiscard, onExport }: SheetActionsProps) {
  const reason = !canUpdate
    ? 'You may view these marks but not change them.'
    : status.invalid > 0
      ? `Fix ${status.invalid} invalid mark(s) before saving.`
      : status.changed === 0
        ? 'No unsaved changes.'
        : `${status.changed} unsaved change(s).`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
      <span role="status" className={status.invalid > 0 ? 'text-danger small' : 'text-body-secondary small'}>
        {reason}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={onExport}>
        Export CSV
      </Button>
      <Button variant="outline-danger" size="sm" onClick={onDiscard} disabled={status.changed === 0 || saving}>
        Discard changes
      </Button>
      <Button
        size="sm"
        onClick={onSave}
        disabled={!canUpdate || saving || status.changed === 0 || status.invalid > 0}
        aria-busy={saving}
      >
        {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Save marks
      </Button>
    </div>
  );
}
