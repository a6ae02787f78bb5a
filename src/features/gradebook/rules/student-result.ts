import { gradeFor, type Grade, type GradeBoundaries } from '@/domain/gradebook/grade';
import { termScore, type Term } from '@/domain/gradebook/term-score';
import { parseMark } from './mark-value';

/** The previous term's final score a term 2 or 4 row is meaned with, and whether it was itself incomplete. */
export interface FurtherValue {
  finalScore: number | null;
  finalScoreIncomplete: boolean;
}

/** What the grid shows after a student's marks: term score, final score and grade, or why not. */
export type StudentResult =
  | {
      status: 'ok';
      score: number | null;
      finalScore: number | null;
      grade: Grade;
      /** Why the term score is incomplete, in words ("No mark for CA1"); empty when it is complete. */
      scoreReasons: string[];
      /** Why the final score is incomplete: the term score's reasons and the previous term's; empty when complete. */
      finalScoreReasons: string[];
    }
  | { status: 'invalid' };

/**
 * The live result of one student's row: the typed marks of the term's two assessments (parsed against
 * their maximum), the previous term's final score as the 'further' value (terms 2 and 4, else null),
 * and the term's boundaries (none yet: no grade).
 * A row holding an invalid mark has no result until it is fixed.
 */
export function studentResult(
  term: Term,
  typed: readonly [string, string],
  assessments: readonly { name: string; maxScore: number }[],
  further: FurtherValue | null,
  boundaries: GradeBoundaries | null,
): StudentResult {
  const marks = [parseMark(typed[0], assessments[0]?.maxScore ?? 0), parseMark(typed[1], assessments[1]?.maxScore ?? 0)] as const;
  const [first, second] = marks;
  if (first === undefined || second === undefined) return { status: 'invalid' };
  const { score, finalScore, scoreIncomplete, finalScoreIncomplete } = termScore(
    term,
    [first, second],
    further?.finalScore,
    further?.finalScoreIncomplete,
  );
  const scoreReasons = scoreIncomplete
    ? assessments.slice(0, 2).flatMap((assessment, index) => (marks[index] === null ? [`No mark for ${assessment.name}`] : []))
    : [];
  const finalScoreReasons = [...scoreReasons];
  if (finalScoreIncomplete && (term === 2 || term === 4)) {
    if (further?.finalScore === null || further?.finalScore === undefined) finalScoreReasons.push(`No term ${term - 1} final score`);
    else if (further.finalScoreIncomplete) finalScoreReasons.push(`Term ${term - 1} final score incomplete`);
  }
  const grade = boundaries ? gradeFor(finalScore, boundaries) : '';
  return { status: 'ok', score, finalScore, grade, scoreReasons, finalScoreReasons };
}
