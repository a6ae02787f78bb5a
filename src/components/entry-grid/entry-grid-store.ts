import type { CellAddress } from './grid-navigation';

/** A value written into a cell. */
export interface CellEdit extends CellAddress {
  value: string;
}

/** A cell whose value differs from its saved value, named by the ids of its row and column. */
export interface ChangedCell extends CellEdit {
  rowId: string;
  colId: string;
  savedValue: string;
}

/** How a store is built. */
export interface EntryGridStoreOptions {
  /** One id per row (e.g. student ids), in display order. */
  rowIds: readonly string[];
  /** One id per column (e.g. assessment ids), in display order. */
  colIds: readonly string[];
  /** The saved value of a cell, as text ('' when empty). */
  savedValue: (rowId: string, colId: string) => string;
  /** Whether a value may be saved; blank values should normally be valid. Defaults to always valid. */
  validate?: (value: string, cell: CellAddress) => boolean;
}

/** How much unsaved work a grid holds. */
export interface EntryGridStatus {
  changed: number;
  invalid: number;
}

/** Called with the cells a write changed. */
export type StoreListener = (cells: readonly CellAddress[]) => void;

/**
 * The values of an entry grid, held outside React so typing re-renders nothing but the subscribers
 * of the row typed in. Inputs stay uncontrolled; `useEntryGrid` mirrors writes into them.
 */
export interface EntryGridStore {
  readonly rowIds: readonly string[];
  readonly colIds: readonly string[];
  rows: number;
  cols: number;
  getValue(cell: CellAddress): string;
  /** The row's values; the same array until the row changes (safe for useSyncExternalStore). */
  getRow(row: number): readonly string[];
  /** Whether the cell's current value passes the validator. */
  isValid(cell: CellAddress): boolean;
  /** Whether `value` would pass the validator in `cell`. */
  accepts(value: string, cell: CellAddress): boolean;
  /** Whether the cell's value differs from its saved value. */
  isChanged(cell: CellAddress): boolean;
  /** Writes values; unchanged ones are ignored, listeners hear about the rest. */
  setValues(edits: readonly CellEdit[]): void;
  /** Cells whose value differs from the saved one, in row then column order. */
  changedCells(): ChangedCell[];
  /** Changed cells the validator rejects. */
  invalidCells(): ChangedCell[];
  /** Counts of changed and invalid changed cells; the same object until a count moves. */
  getStatus(): EntryGridStatus;
  /** A counter that moves on every write, for whole-grid subscribers such as a Save button. */
  getVersion(): number;
  /**
   * Records a successful save: each cell's saved value becomes the `value` that was sent (or, without
   * one, its current value). A cell typed into again while the request ran thus stays changed.
   */
  markSaved(cells: readonly (CellAddress & { value?: string })[]): void;
  subscribe(listener: StoreListener): () => void;
  subscribeRow(row: number, listener: () => void): () => void;
}

/** Creates the value store of one grid (one scope: e.g. one subject year and term). */
export function createEntryGridStore({ rowIds, colIds, savedValue, validate }: EntryGridStoreOptions): EntryGridStore {
  const saved = rowIds.map((rowId) => colIds.map((colId) => savedValue(rowId, colId)));
  const values = saved.map((row) => [...row]);
  const rowSnapshots: (readonly string[])[] = values.map((row) => [...row]);
  const listeners = new Set<StoreListener>();
  const rowListeners = new Map<number, Set<() => void>>();
  let version = 0;
  let status: EntryGridStatus = { changed: 0, invalid: 0 };
  let statusVersion = 0;
  const inGrid = ({ row, col }: CellAddress) => row >= 0 && row < rowIds.length && col >= 0 && col < colIds.length;
  const accepts = (value: string, cell: CellAddress) => validate?.(value, cell) ?? true;
  const isValid = (cell: CellAddress) => !inGrid(cell) || accepts(values[cell.row][cell.col], cell);

  const collect = (keep: (cell: CellAddress) => boolean) => {
    const cells: ChangedCell[] = [];
    values.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === saved[r][c] || !keep({ row: r, col: c })) return;
        cells.push({
          row: r,
          col: c,
          rowId: rowIds[r],
          colId: colIds[c],
          value,
          savedValue: saved[r][c],
        });
      }),
    );
    return cells;
  };

  return {
    rowIds,
    colIds,
    rows: rowIds.length,
    cols: colIds.length,
    getValue: (cell) => (inGrid(cell) ? values[cell.row][cell.col] : ''),
    getRow: (row) => rowSnapshots[row] ?? [],
    isValid,
    accepts,
    isChanged: (cell) => inGrid(cell) && values[cell.row][cell.col] !== saved[cell.row][cell.col],
    setValues(edits) {
      const changed = edits.filter((edit) => inGrid(edit) && values[edit.row][edit.col] !== edit.value);
      if (changed.length === 0) return;
      const rowsTouched = new Set<number>();
      for (const edit of changed) {
        values[edit.row][edit.col] = edit.value;
        rowsTouched.add(edit.row);
      }
      for (const row of rowsTouched) rowSnapshots[row] = [...values[row]];
      version += 1;
      const cells = changed.map(({ row, col }) => ({ row, col }));
      for (const listener of listeners) listener(cells);
      for (const row of rowsTouched) rowListeners.get(row)?.forEach((listener) => listener());
    },
    changedCells: () => collect(() => true),
    invalidCells: () => collect((cell) => !isValid(cell)),
    getStatus() {
      if (statusVersion !== version) {
        statusVersion = version;
        const next = {
          changed: collect(() => true).length,
          invalid: collect((cell) => !isValid(cell)).length,
        };
        if (next.changed !== status.changed || next.invalid !== status.invalid) status = next;
      }
      return status;
    },
    getVersion: () => version,
    markSaved(cells) {
      for (const cell of cells) {
        if (inGrid(cell)) saved[cell.row][cell.col] = cell.value ?? values[cell.row][cell.col];
      }
      version += 1;
      for (const listener of listeners) listener([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeRow(row, listener) {
      const set = rowListeners.get(row) ?? new Set();
      set.add(listener);
      rowListeners.set(row, set);
      return () => set.delete(listener);
    },
  };
}
