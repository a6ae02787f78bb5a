import type { Term } from '../gradebook/term-score';

/** The start dates of an academic year's terms, as ISO dates (term 1 needs none: it is the term before term 2). */
export interface TermStarts {
  term2StartDate: string;
  term3StartDate: string;
  term4StartDate: string;
}

/**
 * The term a teacher most likely means on `today` (an ISO date or timestamp): the last term started, its first day
 * included, so the holidays after a term still show that term; term 1 before the year starts. The gradebook and
 * the form-class screens open on it, and the demo backend counts the dashboard's tasks and form-class completion
 * for the same term by default.
 */
export function currentTermOn(dates: TermStarts, today: string): Term {
  // ISO dates compare correctly as strings; only the date part of a longer timestamp counts.
  const day = today.slice(0, 10);
  if (dates.term4StartDate.slice(0, 10) <= day) return 4;
  if (dates.term3StartDate.slice(0, 10) <= day) return 3;
  if (dates.term2StartDate.slice(0, 10) <= day) return 2;
  return 1;
}
