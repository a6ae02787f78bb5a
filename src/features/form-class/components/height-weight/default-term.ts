import type { AcademicYear } from '@/lib/session/current-academic-year';
import type { Term } from '@/lib/school-rules/term-score';

/**
 * The term a form-class grid opens on without `?term=`: in the current academic year the last term that has started
 * on `today` (an ISO date; term 1 before the year starts), so the holidays after a term still show that term; in an
 * earlier year, its last term, where its records ended.
 */
export function defaultTerm(current: AcademicYear, academicYearId: string, today: string): Term {
  if (academicYearId !== current.id) return 4;
  const day = today.slice(0, 10);
  const starts: [Term, string][] = [
    [4, current.term4StartDate],
    [3, current.term3StartDate],
    [2, current.term2StartDate],
  ];
  return starts.find(([, start]) => start.slice(0, 10) <= day)?.[0] ?? 1;
}
