import type { CellAddress } from './grid-navigation';

/** Which cells a fill touches: only the empty ones, or every cell of the column. */
export type FillMode = 'empty' | 'all';

/**
 * The edits that set `value` in column `col` of a grid with `rows` rows: every cell, or only those
 * whose current value (read through `valueAt`) is blank. Cells already holding `value` are skipped.
 */
export function planFillColumn(
  col: number,
  value: string,
  mode: FillMode,
  rows: number,
  valueAt: (cell: CellAddress) => string,
): (CellAddress & { value: string })[] {
  const edits: (CellAddress & { value: string })[] = [];
  for (let row = 0; row < rows; row += 1) {
    const current = valueAt({ row, col });
    if (current === value) continue;
    if (mode === 'empty' && current.trim() !== '') continue;
    edits.push({ row, col, value });
  }
  return edits;
}
