import { currentTermOn, type TermStarts } from '@/domain/school/current-term';
import { isTerm, type Term } from '@/domain/gradebook/term-score';

/** The current academic year: its id and term starts (ISO dates). */
export interface CurrentYear extends TermStarts {
  id: string;
}

/**
 * The term a form-class grid opens on: the `?term=` asked for when it is 1 to 4; otherwise, in the current
 * academic year, the last term that has started on `today` (an ISO date), so the holidays after a term still
 * show it; in a past year, its last term, whose records the reports were made from.
 */
export function recordTerm(requested: string | null, academicYearId: string, current: CurrentYear, today: string): Term {
  const asked = Number(requested);
  if (requested !== null && isTerm(asked)) return asked;
  return academicYearId === current.id ? currentTermOn(current, today) : 4;
}
