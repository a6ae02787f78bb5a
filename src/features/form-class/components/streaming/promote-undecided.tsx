import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { showToast } from '@/lib/toast-store';
import { OUTCOME_COL } from './streaming-values';
import { countOf } from '@/domain/school/count-words';

/**
 * "Set undecided to Promoted": after a confirmation naming how many, every student without an outcome gets
 * Promoted in the grid; nothing is saved until Save, so the teacher reviews it like typing.
 */
export function PromoteUndecided({ store, disabled }: { store: EntryGridStore; disabled: boolean }) {
  const [rows, setRows] = useState<number[] | null>(null);

  function ask() {
    const undecided = store.rowIds.flatMap((_, row) => (store.getValue({ row, col: OUTCOME_COL }) === '' ? [row] : []));
    if (undecided.length === 0) showToast({ variant: 'info', message: 'Every student has an outcome already.' });
    else setRows(undecided);
  }

  return (
    <>
      <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={ask}>
        Set undecided to Promoted
      </Button>
      <ConfirmDialog
        show={rows !== null}
        title="Set undecided students to Promoted?"
        body={`Set Promoted for the ${countOf(rows?.length ?? 0, 'student')} without an outcome? Nothing is saved until you save.`}
        confirmLabel="Set to Promoted"
        onConfirm={() => store.setValues((rows ?? []).map((row) => ({ row, col: OUTCOME_COL, value: 'Promoted' })))}
        onHide={() => setRows(null)}
      />
    </>
  );
}
