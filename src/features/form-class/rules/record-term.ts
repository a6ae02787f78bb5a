import { isTerm, type Term } from '@/lib/school-rules/term-score';

/** The current academic year's term starts, as ISO dates. */
export interface TermStarts {
  id: string;
  term2StartDate: string;
  term3StartDate: string;
  term4StartDate: string;
}

/**
 * The term a form-class grid opens on: the `?term=` asked for when it is 1 to 4; otherwise, in the current
 * academic year, the last term that has started on `today` (an ISO date), so the holidays after a term still
 * show it; in a past year, its last term, whose records the reports were made from.
 */
export function recordTerm(requested: string | null, academicYearId: string, current: TermStarts, today: string): Term {
  const asked = Number(requested);
  if (requested !== null && isTerm(asked)) return asked;
  if (academicYearId !== current.id) return 4;
  const day = today.slice(0, 10);
  const starts: [Term, string][] = [
    [4, current.term4StartDate],
    [3, current.term3StartDate],
    [2, current.term2StartDate],
  ];
  // ISO dates compare correctly as strings.
  return starts.find(([, start]) => start.slice(0, 10) <= day)?.[0] ?? 1;
}
