import { currentTermOn } from '@/lib/form-class/current-term';
import type { AcademicYear } from '@/lib/session/current-academic-year';
import type { Term } from '@/lib/school-rules/term-score';

/**
 * The term a grid opens on without `?term=`: in the current academic year the one the lists count (the last term
 * started on `today`); in an earlier year its last term, where its records ended.
 */
export function defaultTerm(current: AcademicYear, academicYearId: string, today: string): Term {
  return academicYearId === current.id ? currentTermOn(current, today) : 4;
}
