import type { Term } from '@/domain/gradebook/term-score';

/** The term dates of an academic year, as ISO dates (YYYY-MM-DD). */
export interface TermDates {
  term1StartDate: string;
  term2StartDate: string;
  term3StartDate: string;
  term4StartDate: string;
}

/**
 * The term a teacher most likely wants on `today` (an ISO date): the last term that has started, so
 * the holidays after a term still show that term; before term 1 starts, term 1.
 */
export function currentTerm(dates: TermDates, today: string): Term {
  const starts: [Term, string][] = [
    [4, dates.term4StartDate],
    [3, dates.term3StartDate],
    [2, dates.term2StartDate],
  ];
  // ISO dates compare correctly as strings; only the date part of a longer timestamp counts.
  const day = today.slice(0, 10);
  return starts.find(([, start]) => start.slice(0, 10) <= day)?.[0] ?? 1;
}
