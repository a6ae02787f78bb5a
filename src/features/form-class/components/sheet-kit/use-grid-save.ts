import { useMemo } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import { studentEntries, useStudentVersions } from '@/features/form-class/components/sheet-kit/student-entries';
import { refusedCellsOf, useRefusedCells } from './refused-cells';

/** Whether the backend refused `value` in the cell (a 422 kept until the value changes). */
type IsRefused = (rowId: string, colId: string, value: string) => boolean;

/** What the height & weight and streaming grids have in common: their sheet, store and save. */
export interface GridSaveOptions<Sheet extends { data: readonly { studentId: string; version: number }[] }, Fields> {
  sheet: Sheet;
  draftKey: string;
  /** Builds the grid's store: saved values, then the draft; a refused value must count as invalid. Stable. */
  createStore: (sheet: Sheet, draftKey: string, isRefused: IsRefused) => { store: EntryGridStore; restored: number };
  /** A changed student's fields in the save, read from the row (the contract takes the whole record). */
  fieldsOf: (store: EntryGridStore, row: number) => Fields;
  send: (entries: (Fields & { studentId: string; version: number })[]) => Promise<unknown>;
  /** Hears a 423: the records were signed off while the user typed. */
  onLocked?: () => void;
}

/**
 * The store and the shared confirmed save (`useRecordSheet`) of the height & weight and streaming grids, rebuilt with
 * each new sheet: a 409 is explained above the grid, and a 422's fields go on their cells (refused until changed).
 * Other failures stay in the dialog.
 */
export function useGridSave<Sheet extends { data: readonly { studentId: string; version: number }[] }, Fields extends object>({
  sheet,
  draftKey,
  createStore,
  fieldsOf,
  send,
  onLocked,
}: GridSaveOptions<Sheet, Fields>) {
  const refused = useRefusedCells();
  const { isRefused } = refused;
  const { store, restored } = useMemo(() => createStore(sheet, draftKey, isRefused), [createStore, sheet, draftKey, isRefused]);
  const versions = useStudentVersions(sheet.data);
  const records = useRecordSheet({
    store,
    draftKey,
    restored,
    toEntries: (cells) => studentEntries(store, cells, versions, (row) => fieldsOf(store, row)),
    send,
    errorFallback: 'The records could not be saved.',
    explainsConflict: true,
    onRefused: (info, entries) => {
      const valueOf = (rowId: string, colId: string) =>
        store.getValue({ row: store.rowIds.indexOf(rowId), col: store.colIds.indexOf(colId) });
      refused.refuse(refusedCellsOf(info.fieldErrors, entries.map((entry) => entry.studentId), store.colIds, valueOf), store);
    },
    onSaved: refused.clear,
    onLocked,
  });
  return { store, refusedByRow: refused.byRow, records };
}
