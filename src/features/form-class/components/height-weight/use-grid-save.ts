import { useEffect, useState } from 'react';
import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { toApiError } from '@/lib/api-error';
import { refusedCellsOf, type useRefusedCells } from './refused-cells';

/** How a grid turns its changed cells into the save's entries and sends them. */
export interface GridSaveOptions<Entry extends { studentId: string }> {
  store: EntryGridStore;
  refused: ReturnType<typeof useRefusedCells>;
  /** One entry per changed student, with the whole row's current values and the version it was read at. */
  entriesOf: (cells: readonly ChangedCell[]) => Entry[];
  send: (entries: Entry[]) => Promise<unknown>;
}

/** What went wrong with the last save that the grid explains itself; other failures stay in the save dialog. */
export type SaveProblem = { kind: 'conflict'; message: string } | { kind: 'refused'; message: string } | null;

/**
 * The confirmed save of a form-class grid: only the changed students are sent; on success their cells are marked
 * saved (a cell typed into again meanwhile stays changed); a 409 or 422 keeps every typed value, the 422's fields
 * go on their cells, and the problem is returned for the screen to explain. Other failures reject, so the
 * confirmation stays open with its message and Retry.
 */
export function useGridSave<Entry extends { studentId: string }>({ store, refused, entriesOf, send }: GridSaveOptions<Entry>) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  // A save's answer replaces the sheet, and the grid's store is rebuilt from it before the old store hears of the
  // save; the new store took the old draft, whose saved cells now equal the saved values. A write that changes no
  // value has it rewrite the draft (useEntryDraftPersistence, called before this hook) from what is really unsaved.
  useEffect(() => store.markSaved([]), [store]);

  async function save() {
    const cells = store.changedCells();
    // A confirmation repeated after the save went through (a double click on a closing dialog) has nothing to send.
    if (cells.length === 0) return;
    const entries = entriesOf(cells);
    try {
      await send(entries);
    } catch (error) {
      const info = toApiError(error, 'The records could not be saved.');
      if (info.status === 409) {
        setProblem({ kind: 'conflict', message: info.message });
        return;
      }
      if (info.status === 422) {
        const valueOf = (rowId: string, colId: string) =>
          store.getValue({ row: store.rowIds.indexOf(rowId), col: store.colIds.indexOf(colId) });
        refused.refuse(refusedCellsOf(info.fieldErrors, entries.map((entry) => entry.studentId), store.colIds, valueOf), store);
        setProblem({ kind: 'refused', message: info.message });
        return;
      }
      throw error;
    }
    store.markSaved(cells);
    refused.clear();
    setProblem(null);
  }

  return { save, problem, clearProblem: () => setProblem(null) };
}
