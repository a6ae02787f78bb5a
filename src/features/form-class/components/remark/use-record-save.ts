import { useState } from 'react';
import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';
import { toApiError } from '@/lib/api-error';

/** Props of {@link useRecordSave}. */
export interface RecordSaveOptions<Entry extends { studentId: string }> {
  store: EntryGridStore;
  /** The save's entries for the changed cells: one per changed student. */
  toEntries: (cells: readonly ChangedCell[]) => Entry[];
  /** Sends the entries (a single-flight mutation's mutateAsync). */
  send: (entries: Entry[]) => Promise<unknown>;
}

/**
 * The confirmed save of a form-class grid: asks with the changed cells, sends one entry per changed
 * student, records the save in the grid. A 409 and a 422 close the dialog and keep every typed value (the
 * conflict offers a reload, a refusal shows on its student's row); any other failure stays in the dialog.
 */
export function useRecordSave<Entry extends { studentId: string }>({ store, toEntries, send }: RecordSaveOptions<Entry>) {
  const [confirming, setConfirming] = useState<ChangedCell[] | null>(null);
  const [conflict, setConflict] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string[]>>(new Map());

  async function confirm() {
    // A late second click on Save, after the first save closed the dialog, has nothing to send.
    if (!confirming?.length) return;
    const cells = confirming;
    const entries = toEntries(cells);
    try {
      await send(entries);
    } catch (error) {
      const { status, fieldErrors, message } = toApiError(error);
      if (status === 409) {
        setConflict(true);
        return;
      }
      if (status === 422) {
        const byStudent = fieldErrorsByStudent(fieldErrors, entries.map((entry) => entry.studentId));
        if (byStudent.size === 0) byStudent.set('', [message]);
        setServerErrors(byStudent);
        return;
      }
      throw error;
    }
    store.markSaved(cells);
    setServerErrors(new Map());
    setConflict(false);
  }

  return {
    /** The changed cells the open dialog asks about, or null when it is closed. */
    confirming,
    ask: () => setConfirming(store.changedCells()),
    close: () => setConfirming(null),
    confirm,
    conflict,
    resolveConflict: () => setConflict(false),
    serverErrors,
  };
}
