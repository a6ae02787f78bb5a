import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import { refusedCellsOf, type useRefusedCells } from './refused-cells';

/** How a grid turns its changed cells into the save's entries and sends them. */
export interface GridSaveOptions<Entry extends { studentId: string }> {
  store: EntryGridStore;
  draftKey: string;
  restored: number;
  refused: ReturnType<typeof useRefusedCells>;
  /** One entry per changed student, with the whole row's current values and the version it was read at. */
  entriesOf: (cells: readonly ChangedCell[]) => Entry[];
  send: (entries: Entry[]) => Promise<unknown>;
}

/**
 * The shared confirmed save (`useRecordSheet`) of the height & weight and streaming grids: a 409 is explained above
 * the grid, and a 422's fields go on their cells (refused until changed). Other failures stay in the dialog.
 */
export function useGridSave<Entry extends { studentId: string }>({ refused, entriesOf, ...options }: GridSaveOptions<Entry>) {
  const { store } = options;
  return useRecordSheet({
    ...options,
    toEntries: entriesOf,
    errorFallback: 'The records could not be saved.',
    explainsConflict: true,
    onRefused: (info, entries) => {
      const valueOf = (rowId: string, colId: string) =>
        store.getValue({ row: store.rowIds.indexOf(rowId), col: store.colIds.indexOf(colId) });
      refused.refuse(refusedCellsOf(info.fieldErrors, entries.map((entry) => entry.studentId), store.colIds, valueOf), store);
    },
    onSaved: refused.clear,
  });
}
