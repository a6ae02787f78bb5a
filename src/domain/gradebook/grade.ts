export type Grade = 'A' | 'B' | 'C' | 'D' | '';

export const GRADES: readonly Exclude<Grade, ''>[] = ['A', 'B', 'C', 'D'];

export interface GradeBoundaries {
  gradeAMin: number;
  gradeBMin: number;
  gradeCMin: number;
  gradeDMin: number;
}

/** A, B, C or D by the term's minimum boundaries (inclusive); below D, or without a score, blank. */
export function gradeFor(finalScore: number | null | undefined, boundaries: GradeBoundaries): Grade {
  if (finalScore === null || finalScore === undefined || Number.isNaN(finalScore)) return '';
  if (finalScore >= boundaries.gradeAMin) return 'A';
  if (finalScore >= boundaries.gradeBMin) return 'B';
  if (finalScore >= boundaries.gradeCMin) return 'C';
  if (finalScore >= boundaries.gradeDMin) return 'D';
  return '';
}

export const GRADE_BOUNDARIES_ORDER_MESSAGE = 'Grade boundaries must satisfy 100 ≥ A > B > C > D ≥ 0.';

/** The order every term's boundaries must keep: 100 ≥ A > B > C > D ≥ 0. */
export function areGradeBoundariesValid(boundaries: GradeBoundaries): boolean {
  const { gradeAMin, gradeBMin, gradeCMin, gradeDMin } = boundaries;
  const values = [gradeAMin, gradeBMin, gradeCMin, gradeDMin];
  if (!values.every((value) => Number.isFinite(value))) return false;
  return gradeAMin <= 100 && gradeAMin > gradeBMin && gradeBMin > gradeCMin && gradeCMin > gradeDMin && gradeDMin >= 0;
}
