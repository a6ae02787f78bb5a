import type { ChangedCell } from '@/components/entry-grid/entry-grid-store';
import { PLACEMENT_REMARK_MAX_LENGTH } from '@/config/constants';
import type { GridColumn } from '@/features/placement-results/components/grid-columns';
import { scoreError } from '@/features/placement-results/rules/score';

export const INVALID_SCORES = 'Some scores are not valid: a score is a number from 0 to 100. Fix the highlighted cells first.';
const NOTE_LIMIT = PLACEMENT_REMARK_MAX_LENGTH.toLocaleString('en');
export const NOTES_TOO_LONG = `Some remarks are too long: a remark is at most ${NOTE_LIMIT} characters. Fix the highlighted cells first.`;
/** The cells named one by one; a paste of a whole bad column is summed up after these. */
const LISTED = 5;

/** What is wrong with a typed value in a column, or null when it may be saved. */
export function cellProblem(column: GridColumn | undefined, value: string): string | null {
  if (!column) return 'This cell is not part of the grid.';
  if (column.kind === 'score') return scoreError(value);
  return value.length > PLACEMENT_REMARK_MAX_LENGTH ? `${value.length.toLocaleString('en')} characters, at most ${NOTE_LIMIT}.` : null;
}

/** The invalid cells, said in words: one line per kind of problem, then each cell by its field and student. */
export interface InvalidCellsReport {
  summary: string[];
  cells: string[];
}

export function describeInvalidCells(
  invalid: readonly ChangedCell[],
  columns: readonly GridColumn[],
  studentName: (rowId: string) => string,
): InvalidCellsReport {
  const summary: string[] = [];
  if (invalid.some((cell) => columns[cell.col]?.kind === 'score')) summary.push(INVALID_SCORES);
  if (invalid.some((cell) => columns[cell.col]?.kind === 'note')) summary.push(NOTES_TOO_LONG);
  const cells = invalid.slice(0, LISTED).map((cell) => {
    const column = columns[cell.col];
    const problem = cellProblem(column, cell.value) ?? '';
    const label = column ? column.cellLabel(studentName(cell.rowId)) : cell.colId;
    return `${label}: ${/[.!?]$/.test(problem) ? problem : `${problem}.`}`;
  });
  if (invalid.length > LISTED) cells.push(`…and ${invalid.length - LISTED} more.`);
  return { summary, cells };
}
