import { z } from 'zod';
import { PLACEMENT_SCORE_MAX, PLACEMENT_SCORE_MIN } from '@/config/constants';

export const SCORE_LABEL = 'Score';
export const SCORE_NOT_A_NUMBER = `${SCORE_LABEL} must be a number`;
export const SCORE_TOO_LOW = `${SCORE_LABEL} must be at least ${PLACEMENT_SCORE_MIN}`;
export const SCORE_TOO_HIGH = `${SCORE_LABEL} must be at most ${PLACEMENT_SCORE_MAX}`;

/**
 * A score as typed in a cell (spec §5): empty means "no score" (null); otherwise a number from 0 to
 * 100. Spaces around it are ignored and a decimal comma is accepted, as spreadsheets paste them.
 */
export const ScoreInputSchema = z.string().transform((raw, context): number | null => {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const value = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) {
    context.addIssue({ code: 'custom', message: SCORE_NOT_A_NUMBER });
    return z.NEVER;
  }
  if (value < PLACEMENT_SCORE_MIN) {
    context.addIssue({ code: 'custom', message: SCORE_TOO_LOW });
    return z.NEVER;
  }
  if (value > PLACEMENT_SCORE_MAX) {
    context.addIssue({ code: 'custom', message: SCORE_TOO_HIGH });
    return z.NEVER;
  }
  return value;
});

/** The first problem with a typed score, or null when it is fine (empty included). */
export function scoreError(raw: string): string | null {
  const result = ScoreInputSchema.safeParse(raw);
  return result.success ? null : (result.error.issues[0]?.message ?? SCORE_NOT_A_NUMBER);
}
