import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';

/** What the remark counter shows for a remark being typed. */
export interface RemarkLength {
  /** Characters the report will print (the remark as saved: trimmed). */
  length: number;
  /** Characters left before the report's remark box is full; negative when over. */
  remaining: number;
  over: boolean;
}

/** The remark as it is saved and printed: without leading or trailing blanks. */
export function normalizeRemark(text: string): string {
  return text.trim();
}

/**
 * Counts a remark against the report's remark box. Characters are counted as the demo backend and the
 * report count them (UTF-16 code units, so a character outside the basic plane, such as an emoji, counts 2).
 */
export function remarkLength(text: string, max: number = REMARK_MAX_LENGTH): RemarkLength {
  const length = normalizeRemark(text).length;
  return { length, remaining: max - length, over: length > max };
}

/** The counter's words: "120 / 500", and how far over when the remark would not fit. */
export function remarkCounterText(text: string, max: number = REMARK_MAX_LENGTH): string {
  const { length, remaining, over } = remarkLength(text, max);
  return over ? `${length} / ${max} — ${-remaining} over the limit` : `${length} / ${max}`;
}

/** Whether a remark may be sent: the report's box holds it. A blank remark clears the saved one. */
export function isValidRemark(text: string, max: number = REMARK_MAX_LENGTH): boolean {
  return !remarkLength(text, max).over;
}
