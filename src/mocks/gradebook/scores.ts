import { db } from '../db';
import { HttpError } from '../http/errors';
import type { SubjectYear } from './schema';
import { gradeBoundaryFor, subjectResults, termAssessments } from './results';
import { studentsOfClass, subjectYearItem } from '../classrooms/views';

export function gradebookOf(subjectYear: SubjectYear, term: 1 | 2 | 3 | 4) {
  const assessments = termAssessments(subjectYear.id, term);
  const students = studentsOfClass(subjectYear.classYearId);
  const carries = term === 2 || term === 4;
  const results = carries ? subjectResults(subjectYear, students.map((student) => student.id)) : null;
  return {
    subjectYear: { id: subjectYear.id, name: subjectYearItem(subjectYear).name },
    term,
    assessments: assessments.map(({ id, name, typeCode, typeLabel, maxScore, order }) => ({ id, name, typeCode, typeLabel, maxScore, order })),
    students: students.map(({ id, fullName }) => ({ id, fullName })),
    scores: students.flatMap((student) =>
      assessments.map((assessment) => ({ studentId: student.id, assessmentId: assessment.id, score: assessment.scores[student.id] ?? null })),
    ),
    previousTermFinalScores: results
      ? students.map((student) => ({ studentId: student.id, finalScore: results.get(student.id)?.[term - 2]?.finalScore ?? null }))
      : [],
    gradeBoundaries: gradeBoundaryFor(subjectYear.academicYearId, term) ?? null,
  };
}

export interface ScoreEntry {
  studentId: string;
  assessmentId: string;
  score: number | null;
}

/** Checks every entry first and writes only when all are valid, so a bad mark never leaves a half-saved grid. */
export function saveScores(subjectYear: SubjectYear, term: 1 | 2 | 3 | 4, entries: readonly ScoreEntry[]): number {
  const assessments = new Map(termAssessments(subjectYear.id, term).map((row) => [row.id, row]));
  const students = new Map(studentsOfClass(subjectYear.classYearId).map((student) => [student.id, student]));
  for (const entry of entries) {
    const assessment = assessments.get(entry.assessmentId);
    if (!assessment) throw new HttpError(400, `Assessment "${entry.assessmentId}" is not part of term ${term} of this subject.`);
    const student = students.get(entry.studentId);
    if (!student) throw new HttpError(400, `Student "${entry.studentId}" is not in this class.`);
    if (entry.score !== null && (entry.score < 0 || entry.score > assessment.maxScore)) {
      throw new HttpError(400, `The score of ${student.fullName} in ${assessment.name} must be between 0 and ${assessment.maxScore}.`, {
        [`${entry.studentId}.${entry.assessmentId}`]: `Must be between 0 and ${assessment.maxScore}`,
      });
    }
  }
  const changed = new Map<string, Record<string, number>>();
  for (const entry of entries) {
    const scores = changed.get(entry.assessmentId) ?? { ...assessments.get(entry.assessmentId)?.scores };
    if (entry.score === null) delete scores[entry.studentId];
    else scores[entry.studentId] = entry.score;
    changed.set(entry.assessmentId, scores);
  }
  for (const [id, scores] of changed) db.assessments.update(id, { scores });
  return entries.length;
}
