export type Term = 1 | 2 | 3 | 4;

export const TERM_NUMBERS: readonly Term[] = [1, 2, 3, 4];

export interface TermScore {
  /** Sum of the term's two assessment scores; null when neither has been entered. */
  score: number | null;
  /** What the grade is read from: the score (terms 1, 3) or its mean with the further value (terms 2, 4). */
  finalScore: number | null;
  /** The score counts a blank mark as 0: one of the term's two marks has not been entered. */
  scoreIncomplete: boolean;
  /**
   * The final score rests on marks not all entered: this term's, or in terms 2 and 4 the previous
   * term's (its final score was incomplete, or it has none and the semester result is this term alone).
   */
  finalScoreIncomplete: boolean;
}

/** Says on screen, in the PDF and in the CSV what the incomplete marker means. */
export const INCOMPLETE_SCORE_NOTE = 'Incomplete: not every mark has been entered; a missing mark counts as 0.';

/** Rounds to one decimal, half away from zero, without binary drift (0.05 → 0.1). */
export function roundToOneDecimal(value: number): number {
  return Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 10) / 10;
}

export function isTerm(value: unknown): value is Term {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * Term score and final score (spec §9). A missing assessment counts as 0 once the other one has a
 * mark, so a student who skipped one paper is not graded on half the term as if on all of it — and
 * the result says it is incomplete, so a blank never passes for a 0 without a word; with both
 * missing there is no score at all. `further` is the previous term's final score (and
 * `furtherIncomplete` whether it was itself incomplete): terms 2 and 4 carry the semester result as
 * the mean of this term's score and that value. Without a score of its own a term has no final
 * score, whatever the further value.
 */
export function termScore(
  term: Term,
  scores: readonly [number | null, number | null],
  further?: number | null,
  furtherIncomplete = false,
): TermScore {
  const [first, second] = scores;
  if (first === null && second === null) {
    return { score: null, finalScore: null, scoreIncomplete: false, finalScoreIncomplete: false };
  }
  const score = roundToOneDecimal((first ?? 0) + (second ?? 0));
  const scoreIncomplete = first === null || second === null;
  const carriesSemester = term === 2 || term === 4;
  if (!carriesSemester) return { score, finalScore: score, scoreIncomplete, finalScoreIncomplete: scoreIncomplete };
  if (further === null || further === undefined) {
    return { score, finalScore: score, scoreIncomplete, finalScoreIncomplete: true };
  }
  return {
    score,
    finalScore: roundToOneDecimal((score + further) / 2),
    scoreIncomplete,
    finalScoreIncomplete: scoreIncomplete || furtherIncomplete,
  };
}
