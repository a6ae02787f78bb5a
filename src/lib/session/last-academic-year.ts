/**
 * The id of the academic year the last session ran in, so that a reload can ask for the user's SVE
 * assignments alongside `/me` instead of after the current year has answered. Only a guess: the
 * session still checks it against the year the server names and asks again when the year has turned.
 */
const LAST_YEAR_KEY = 'portal.lastAcademicYearId';

export function lastAcademicYearId(): string | null {
  try {
    return window.localStorage.getItem(LAST_YEAR_KEY);
  } catch {
    return null;
  }
}

export function rememberAcademicYearId(id: string): void {
  try {
    window.localStorage.setItem(LAST_YEAR_KEY, id);
  } catch {
    // Storage full or blocked: the next reload just asks in sequence, as it would without the guess.
  }
}
