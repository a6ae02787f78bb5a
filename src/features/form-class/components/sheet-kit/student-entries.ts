import { useMemo } from 'react';
import { gridDraftKey, type FormClassDraftScreen } from '@/components/entry-grid/grid-draft-scopes';
import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { Term } from '@/domain/gradebook/term-score';
import { useSession } from '@/lib/session/session-context';

/** What every form-class sheet names: its class and academic year. */
interface SheetScope {
  classYear: { id: string };
  academicYearId: string;
}

/** The draft key of a form-class grid: one per teacher, screen, class, year and (for the term grids) term. */
export function useFormClassDraftKey(screen: FormClassDraftScreen, sheet: SheetScope, term?: Term): string {
  const { user } = useSession();
  const scope = { screen, classYearId: sheet.classYear.id, academicYearId: sheet.academicYearId };
  return gridDraftKey(user.id, term === undefined ? scope : { ...scope, term });
}

/** The version each student's record was read at, by student id. */
export function useStudentVersions(rows: readonly { studentId: string; version: number }[]): ReadonlyMap<string, number> {
  return useMemo(() => new Map(rows.map((row) => [row.studentId, row.version])), [rows]);
}

/**
 * A form-class save's entries: one per changed student (the contract takes the student's whole record), with the
 * fields read from its row by `fields` and the version the record was read at (a stale one answers 409).
 */
export function studentEntries<Fields extends object>(
  store: EntryGridStore,
  cells: readonly ChangedCell[],
  versions: ReadonlyMap<string, number>,
  fields: (row: number) => Fields,
): (Fields & { studentId: string; version: number })[] {
  return [...new Set(cells.map((cell) => cell.row))].map((row) => {
    const studentId = store.rowIds[row] ?? '';
    return { studentId, ...fields(row), version: versions.get(studentId) ?? 0 };
  });
}
