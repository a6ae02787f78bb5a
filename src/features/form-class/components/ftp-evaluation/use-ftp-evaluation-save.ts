import { useState } from 'react';
import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { parseObservationLevel } from '@/features/form-class/components/ftp-evaluation/observation-level';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';
import { toApiError } from '@/lib/api-error';
import type { ObservationLevel } from '@/lib/school-rules/enums';

export interface FtpEvaluationEntry {
  studentId: string;
  levels: Array<ObservationLevel | null>;
  version: number;
}

interface Options {
  store: EntryGridStore;
  /** Each student's record version as last read. */
  versionOf: (studentId: string) => number;
  send: (entries: FtpEvaluationEntry[]) => Promise<unknown>;
}

/**
 * The confirmed save of the FTP evaluation grid: one entry per changed student (their whole row, the contract's
 * shape). A 409 names the students someone else saved first and keeps every typed level; a 422 shows on the row it
 * names; any other failure stays in the dialog.
 */
export function useFtpEvaluationSave({ store, versionOf, send }: Options) {
  const [confirming, setConfirming] = useState<ChangedCell[] | null>(null);
  const [conflictIds, setConflictIds] = useState<string[] | null>(null);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string[]>>(new Map());

  const toEntries = (cells: readonly ChangedCell[]): FtpEvaluationEntry[] =>
    [...new Set(cells.map((cell) => cell.row))].map((row) => {
      const studentId = store.rowIds[row] ?? '';
      return {
        studentId,
        levels: store.getRow(row).map((value) => parseObservationLevel(value) ?? null),
        version: versionOf(studentId),
      };
    });

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
        const stale = fieldErrorsByStudent(fieldErrors, entries.map((entry) => entry.studentId));
        setConflictIds([...stale.keys()].filter(Boolean));
        setConfirming(null);
        return;
      }
      if (status === 422) {
        const byStudent = fieldErrorsByStudent(fieldErrors, entries.map((entry) => entry.studentId));
        if (byStudent.size === 0) byStudent.set('', [message]);
        setServerErrors(byStudent);
        setConfirming(null);
        return;
      }
      throw error;
    }
    store.markSaved(cells);
    setServerErrors(new Map());
    setConflictIds(null);
    setConfirming(null);
  }

  return {
    /** The changed cells the open dialog asks about, or null when it is closed. */
    confirming,
    // After "Keep mine" the grid is rebuilt, so the cells to ask about come from the new store.
    ask: (cells: ChangedCell[] = store.changedCells()) => setConfirming(cells),
    close: () => setConfirming(null),
    confirm,
    /** The students of a refused (409) save that someone else saved first; null when there was no conflict. */
    conflictIds,
    resolveConflict: () => setConflictIds(null),
    serverErrors,
  };
}
