import { gradeFor, type Grade, type GradeBoundaries } from '@/lib/school-rules/grade';
import { termScore, type Term } from '@/lib/school-rules/term-score';
import { parseMark } from './mark-value';

/** What the grid shows after a student's marks: term score, final score and grade, or why not. */
export type StudentResult =
  { status: 'ok'; score: number | null; finalScore: number | null; grade: Grade } | { status: 'invalid' };

/**
 * The live result of one student's row: the typed marks of the term's two assessments (parsed against
 * their maximum), the previous term's final score as the 'further' value, and the term's boundaries
 * (none yet: no grade).
 * A row holding an invalid mark has no result until it is fixed.
 */
export function studentResult(
  term: Term,
  typed: readonly [string, string],
  maxScores: readonly [number, number],
  further: number | null,
  boundaries: GradeBoundaries | null,
): StudentResult {
  const first = parseMark(typed[0], maxScores[0]);
  const second = parseMark(typed[1], maxScores[1]);
  if (first === undefined || second === undefined) return { status: 'invalid' };
  const { score, finalScore } = termScore(term, [first, second], further);
  return { status: 'ok', score, finalScore, grade: boundaries ? gradeFor(finalScore, boundaries) : '' };
}
