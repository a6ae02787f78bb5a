import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { EntryGridStatus } from './entry-grid-store';
import { countOf } from '@/domain/school/count-words';

/** Props of {@link SheetActions}. */
export interface SheetActionsProps {
  status: EntryGridStatus;
  /** The save button's label ("Save marks"). */
  saveLabel: string;
  /** What the status says while invalid cells block the save ("Fix 2 invalid marks before saving."). */
  invalidReason: string;
  /** Why the values cannot be changed (no permission, a past year), or null when they can; Save then stays off. */
  lockedReason?: string | null;
  /** What the status says while a save is in flight; without it the counts stay. */
  savingReason?: string;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** Further buttons before Discard (an export, a bulk helper). */
  children?: ReactNode;
}

/**
 * The unsaved-work bar of an entry grid: a status that says why Save is unavailable or how many changes wait,
 * Discard and Save; both wait while a save is in flight.
 */
export function SheetActions({
  status,
  saveLabel,
  invalidReason,
  lockedReason = null,
  savingReason,
  saving,
  onSave,
  onDiscard,
  children,
}: SheetActionsProps) {
  const reason =
    lockedReason ??
    (saving && savingReason
      ? savingReason
      : status.invalid > 0
        ? invalidReason
        : status.changed === 0
          ? 'No unsaved changes.'
          : `${countOf(status.changed, 'unsaved change')}.`);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
      <span role="status" className={status.invalid > 0 ? 'text-danger small' : 'text-body-secondary small'}>
        {reason}
      </span>
      {children}
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
        {saveLabel}
      </Button>
    </div>
  );
}
