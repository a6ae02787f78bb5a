import type { DraftCell } from '@/components/entry-grid/entry-drafts';
import type { PlacementResult } from '@/domain/placement/results';
import { savedCellValue, type GridColumn } from '@/features/placement-results/components/grid-columns';
import { cellKey, type EntryRowRef } from '@/features/placement-results/rules/entry-payload';
import type { GradedResultType } from '@/features/placement-results/rules/result-types';

/** The students whose typed values differ from the server's, with every cell of their rows, ready for the payload. */
export interface ChangedStudents {
  rows: EntryRowRef[];
  values: Record<string, string>;
  /** Drafted rows whose values all equal the server's (saved since, elsewhere): nothing to send, their draft can go. */
  unchanged: string[];
}

/**
 * The students drafted on the grid's other pages whose values still differ from the server's `results` (schedules
 * without a result have none yet): each row's cells are its saved values with the drafted ones over them, so a
 * changed score keeps its saved remark.
 */
export function changedStudentsElsewhere(
  cells: readonly DraftCell[],
  results: readonly PlacementResult[],
  resultType: GradedResultType,
  columns: readonly GridColumn[],
): ChangedStudents {
  const resultBySchedule = new Map(results.map((result) => [result.placementTestScheduleId, result]));
  const draftedByRow = new Map<string, DraftCell[]>();
  for (const cell of cells) draftedByRow.set(cell.rowId, [...(draftedByRow.get(cell.rowId) ?? []), cell]);
  const changed: ChangedStudents = { rows: [], values: {}, unchanged: [] };
  for (const [rowId, drafted] of draftedByRow) {
    const result = resultBySchedule.get(rowId) ?? null;
    const values = new Map(columns.map((column) => [column.id, savedCellValue(result, resultType, column.id)]));
    const differs = drafted.some((cell) => values.has(cell.colId) && values.get(cell.colId) !== cell.value);
    if (!differs) {
      changed.unchanged.push(rowId);
      continue;
    }
    for (const cell of drafted) if (values.has(cell.colId)) values.set(cell.colId, cell.value);
    changed.rows.push({ placementTestScheduleId: rowId, resultId: result?.id ?? null });
    for (const [colId, value] of values) changed.values[cellKey(rowId, colId)] = value;
  }
  return changed;
}
