import type { Grade, GradeBoundaries } from '@/domain/gradebook/grade';

/** The colour of each grade's badge; the letter is always printed too, so colour is never the only cue. */
export const GRADE_BADGE_CLASS: Readonly<Record<Grade, string>> = {
  A: 'text-bg-success',
  B: 'text-bg-info',
  C: 'text-bg-warning',
  D: 'text-bg-danger',
  '': '',
};

/** One line of the legend: a grade and the final scores it covers. */
export interface GradeBand {
  grade: Exclude<Grade, ''>;
  min: number;
  /** The band's upper end, below the next grade's minimum (A: 100). */
  max: number | null;
}

/** The legend's bands for the term's boundaries, A first. */
export function gradeBands({ gradeAMin, gradeBMin, gradeCMin, gradeDMin }: GradeBoundaries): GradeBand[] {
  return [
    { grade: 'A', min: gradeAMin, max: null },
    { grade: 'B', min: gradeBMin, max: gradeAMin },
    { grade: 'C', min: gradeCMin, max: gradeBMin },
    { grade: 'D', min: gradeDMin, max: gradeCMin },
  ];
}

/** "80 and above", "65 to below 80". */
export function bandLabel({ min, max }: GradeBand): string {
  return max === null ? `${min} and above` : `${min} to below ${max}`;
}
