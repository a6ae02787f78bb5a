import { useMemo } from 'react';
import { entryDraftKey } from '@/components/entry-grid/entry-drafts';
import type { ChangedCell, EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { Term } from '@/lib/school-rules/term-score';
import { useSession } from '@/lib/session/session-context';

/** What every form-class sheet names: its class and academic year. */
interface SheetScope {
  classYear: { id: string };
  academicYearId: string;
}

/** The draft key of a form-class grid: one per teacher, screen, class, year and (for the term grids) term. */
export function useFormClassDraftKey(screen: string, sheet: SheetScope, term?: Term): string {
  const { user } = useSession();
  const scope = `${sheet.classYear.id}:${sheet.academicYearId}${term === undefined ? '' : `:term-${term}`}`;
  return entryDraftKey({ userId: user.id, screen, scope });
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
