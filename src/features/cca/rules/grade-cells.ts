import type { ChangedCell } from '@/components/entry-grid/entry-grid-store';
import type { CcaMember } from '@/features/cca/api/cca-schemas';
import { PARTICIPATION_GRADE_LABELS, parseAttendance, parseParticipationGrade } from '@/domain/cca/cca';
import type { CcaGradeEntry } from '@/domain/cca/bodies';

/** The grid's columns, in order. */
export const GRADE_COLUMNS = ['attendance', 'grade'] as const;
export type GradeColumn = (typeof GRADE_COLUMNS)[number];

/** A member's saved value of a column as the grid shows it ('' when none). */
export function savedCellText(member: CcaMember, column: GradeColumn): string {
  if (column === 'attendance') return member.attendance === null ? '' : String(member.attendance);
  return member.grade === null ? '' : PARTICIPATION_GRADE_LABELS[member.grade];
}

export function isValidCell(value: string, column: GradeColumn): boolean {
  return (column === 'attendance' ? parseAttendance(value) : parseParticipationGrade(value)) !== undefined;
}

/**
 * The save body's entries from the changed cells: one entry per student carrying only the columns
 * that changed (the server keeps the others). Cells must be valid.
 */
export function gradeEntries(cells: readonly ChangedCell[]): CcaGradeEntry[] {
  const byStudent = new Map<string, CcaGradeEntry>();
  for (const cell of cells) {
    const entry = byStudent.get(cell.rowId) ?? { studentId: cell.rowId };
    if (cell.colId === 'attendance') entry.attendance = parseAttendance(cell.value) ?? null;
    else entry.grade = parseParticipationGrade(cell.value) ?? null;
    byStudent.set(cell.rowId, entry);
  }
  return [...byStudent.values()];
}
