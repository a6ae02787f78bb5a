/** The scores the list screen and the finish action judge a result by (spec §3 list fields, §4). */
export interface GradedParts {
  testScore: number | null;
  interviewScore: number | null;
}

/**
 * Fully graded: both the test and the interview have a score. The spec's finish flag asks exactly
 * "lacks a test or interview score", and the list screen only reads those two scores.
 */
export function isFullyGraded(result: GradedParts): boolean {
  return typeof result.testScore === 'number' && typeof result.interviewScore === 'number';
}

/** Whether every result of a non-empty selection is fully graded (the bulk Set is offered only then). */
export function allFullyGraded(results: readonly GradedParts[]): boolean {
  return results.length > 0 && results.every(isFullyGraded);
}
