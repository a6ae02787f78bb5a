import type { Term } from '../../domain/gradebook/term-score';

// The ids of a pupil's term and year records. A grid row carries its record's id before the first save creates the
// record (docs/api.md, "Form class records"), so the row and the save must name it the same way.

/** `tr-<student>-<year>-t<term>`: the id the first save of a pupil's term record gives it (seeded rows may differ). */
export function newTermRecordId(studentId: string, academicYearId: string, term: Term): string {
  return `tr-${studentId.replace(/^st-/, '')}-${academicYearId.replace(/^ay-/, '')}-t${term}`;
}

/** `yr-<student>-<year>`: the id the first save of a pupil's year record gives it (seeded rows may differ). */
export function newYearRecordId(studentId: string, academicYearId: string): string {
  return `yr-${studentId.replace(/^st-/, '')}-${academicYearId.replace(/^ay-/, '')}`;
}
