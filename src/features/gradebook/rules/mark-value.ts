import { MARK_PATTERN, markHint } from '@/domain/gradebook/mark';

/** The rule and its message live in lib, where the demo backend checks saved marks with them too. */
export { markHint };

/**
 * Reads a typed mark: blank is "no mark" (null); a decimal from 0 to `maxScore` with at most one
 * decimal place (a comma counts as the decimal point) is the mark; anything else is undefined (invalid).
 */
export function parseMark(text: string, maxScore: number): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!MARK_PATTERN.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= maxScore ? value : undefined;
}

/** Whether a typed mark may be saved (blank included). */
export function isValidMark(text: string, maxScore: number): boolean {
  return parseMark(text, maxScore) !== undefined;
}

/** A saved mark as the grid shows it: blank for no mark. */
export function formatMark(score: number | null | undefined): string {
  return score === null || score === undefined ? '' : String(score);
}
