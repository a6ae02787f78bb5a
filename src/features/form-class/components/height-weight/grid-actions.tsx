import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { EntryGridStatus } from '@/components/entry-grid/entry-grid-store';

/** Props of {@link GridActions}. */
export interface GridActionsProps {
  status: EntryGridStatus;
  canUpdate: boolean;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
  onDiscard: () => void;
  /** Further buttons before Discard (e.g. a bulk helper). */
  children?: ReactNode;
}

/** The unsaved-work summary with Discard and Save; the summary says why Save is unavailable. */
export function GridActions({ status, canUpdate, saving, saveLabel, onSave, onDiscard, children }: GridActionsProps) {
  const reason = !canUpdate
    ? 'You may view these records but not change them.'
    : saving
      ? 'Saving…'
      : status.invalid > 0
        ? `Fix ${status.invalid} highlighted value(s) before saving.`
        : status.changed === 0
          ? 'No unsaved changes.'
          : `${status.changed} unsaved change(s).`;
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
        disabled={!canUpdate || saving || status.changed === 0 || status.invalid > 0}
        aria-busy={saving}
      >
        {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {saveLabel}
      </Button>
    </div>
  );
}
