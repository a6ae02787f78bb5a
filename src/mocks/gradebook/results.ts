import { gradeFor, type Grade } from '../../domain/gradebook/grade';
import { TERM_NUMBERS, termScore, type Term } from '../../domain/gradebook/term-score';
import { db } from '../db';
import type { Assessment, GradeBoundary, SubjectYear } from './schema';

export interface AssessmentResult {
  id: string;
  name: string;
  typeCode: string;
  score: number | null;
  maxScore: number;
}

export interface TermResult {
  term: Term;
  assessments: AssessmentResult[];
  score: number | null;
  finalScore: number | null;
  /** The score or final score counts a blank mark as 0 (the shared term score rule). */
  scoreIncomplete: boolean;
  finalScoreIncomplete: boolean;
  grade: Grade;
}

const NO_BOUNDARIES = { gradeAMin: Number.POSITIVE_INFINITY, gradeBMin: Number.POSITIVE_INFINITY, gradeCMin: Number.POSITIVE_INFINITY, gradeDMin: Number.POSITIVE_INFINITY };

export function gradeBoundaryFor(academicYearId: string, term: Term): GradeBoundary | undefined {
  return db.gradeBoundaries.find((row) => row.academicYearId === academicYearId && row.term === term);
}

export function termAssessments(subjectYearId: string, term: Term): Assessment[] {
  return db.assessments.filter((row) => row.subjectYearId === subjectYearId && row.term === term).sort((a, b) => a.order - b.order);
}

/**
 * Every term's result of each student in one subject year, through the shared rules: the term score
 * from the two assessments, terms 2 and 4 meaned with the previous term's final score, graded by that
 * term's boundaries (no boundaries: no grade).
 */
export function subjectResults(subjectYear: SubjectYear, studentIds: readonly string[]): Map<string, TermResult[]> {
  const byTerm = new Map(TERM_NUMBERS.map((term) => [term, termAssessments(subjectYear.id, term)]));
  const boundaries = new Map(TERM_NUMBERS.map((term) => [term, gradeBoundaryFor(subjectYear.academicYearId, term) ?? NO_BOUNDARIES]));
  const results = new Map<string, TermResult[]>();
  for (const studentId of studentIds) {
    const terms: TermResult[] = [];
    for (const term of TERM_NUMBERS) {
      const assessments = (byTerm.get(term) ?? []).map((row) => ({
        id: row.id,
        name: row.name,
        typeCode: row.typeCode,
        score: row.scores[studentId] ?? null,
        maxScore: row.maxScore,
      }));
      const previous = term === 2 || term === 4 ? terms[term - 2] : undefined;
      const result = termScore(term, [assessments[0]?.score ?? null, assessments[1]?.score ?? null], previous?.finalScore, previous?.finalScoreIncomplete);
      terms.push({ term, assessments, ...result, grade: gradeFor(result.finalScore, boundaries.get(term) ?? NO_BOUNDARIES) });
    }
    results.set(studentId, terms);
  }
  return results;
}

export function subjectYearsOfClass(classYearId: string): SubjectYear[] {
  const name = (row: SubjectYear) => db.subjects.get(row.subjectId)?.name ?? '';
  return db.subjectYears.filter((row) => row.classYearId === classYearId).sort((a, b) => name(a).localeCompare(name(b)));
}
