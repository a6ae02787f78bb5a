/** Marks are decimals from 0 to the assessment's maximum with at most one decimal place, like 34 or 34.5. */
export const MARK_PATTERN = /^\d+(\.\d)?$/;

/** The message shown for a mark that cannot be saved, by the grid and by the server alike. */
export const markHint = (maxScore: number) => `Marks are numbers from 0 to ${maxScore}, with at most one decimal.`;

/** Whether a mark as sent and stored (a number) keeps the rule the grid applies to typed marks. */
export function isMarkValue(value: number, maxScore: number): boolean {
  return Number.isFinite(value) && MARK_PATTERN.test(String(value)) && value <= maxScore;
}
