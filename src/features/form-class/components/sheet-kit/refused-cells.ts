import { useCallback, useRef, useState } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';

/** A value the backend refused (422), kept on its cell until the teacher changes it. */
export interface RefusedCell {
  rowId: string;
  /** The refused field's column; null when the refusal names no cell of the grid (e.g. the student). */
  colId: string | null;
  value: string;
  message: string;
}

/**
 * The cells of a 422's `errors` (`entries.N.<field>`): N is the index in the entries sent, whose student is the
 * row; a field that is a column of the grid names the cell, any other only the row.
 */
export function refusedCellsOf(
  fieldErrors: Readonly<Record<string, string>>,
  sentStudentIds: readonly string[],
  colIds: readonly string[],
  valueOf: (rowId: string, colId: string) => string,
): RefusedCell[] {
  return Object.entries(fieldErrors).flatMap(([path, message]) => {
    const match = /^entries\.(\d+)\.(\w+)$/.exec(path);
    const rowId = match ? sentStudentIds[Number(match[1])] : undefined;
    if (!match?.[2] || rowId === undefined) return [];
    const colId = colIds.includes(match[2]) ? match[2] : null;
    return [{ rowId, colId, value: colId ? valueOf(rowId, colId) : '', message }];
  });
}

const keyOf = (rowId: string, colId: string) => `${rowId}\u001f${colId}`;

/**
 * Refused cells, readable by the store's validator (`isRefused`, stable) and by the rows (`byRow`, state): a refused
 * value counts as invalid, so Save waits until it is changed, and the row shows the backend's sentence.
 */
export function useRefusedCells() {
  const cells = useRef(new Map<string, RefusedCell>());
  const [byRow, setByRow] = useState<ReadonlyMap<string, readonly RefusedCell[]>>(new Map());
  const isRefused = useCallback(
    (rowId: string, colId: string, value: string) => cells.current.get(keyOf(rowId, colId))?.value === value,
    [],
  );
  const refuse = useCallback((refused: readonly RefusedCell[], store: EntryGridStore) => {
    cells.current = new Map(refused.filter((cell) => cell.colId !== null).map((cell) => [keyOf(cell.rowId, cell.colId ?? ''), cell]));
    const grouped = new Map<string, RefusedCell[]>();
    for (const cell of refused) grouped.set(cell.rowId, [...(grouped.get(cell.rowId) ?? []), cell]);
    setByRow(grouped);
    // Nothing was saved: this only makes the grid re-check every cell (aria-invalid, the invalid count).
    store.markSaved([]);
  }, []);
  const clear = useCallback(() => {
    cells.current = new Map();
    setByRow(new Map());
  }, []);
  return { isRefused, byRow, refuse, clear };
}
