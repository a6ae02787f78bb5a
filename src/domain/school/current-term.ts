import type { Term } from '../gradebook/term-score';

/** The start dates of an academic year's terms, as ISO dates. */
export interface TermStarts {
  term2StartDate: string;
  term3StartDate: string;
  term4StartDate: string;
}

/**
 * The term form-class screens open on: the last term started on `today` (ISO date), so the holidays after a term
 * still show it; term 1 before the year starts. The demo backend counts completion for the same term by default.
 */
export function currentTermOn(dates: TermStarts, today: string): Term {
  const day = today.slice(0, 10);
  if (dates.term4StartDate.slice(0, 10) <= day) return 4;
  if (dates.term3StartDate.slice(0, 10) <= day) return 3;
  if (dates.term2StartDate.slice(0, 10) <= day) return 2;
  return 1;
}
