import { isMarkValue, markHint } from '../../lib/school-rules/mark';
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
      ? students.map((student) => {
          const previous = results.get(student.id)?.[term - 2];
          return { studentId: student.id, finalScore: previous?.finalScore ?? null, finalScoreIncomplete: previous?.finalScoreIncomplete ?? false };
        })
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
  for (const [index, entry] of entries.entries()) {
    const assessment = assessments.get(entry.assessmentId);
    const field = `scores.${index}`;
    if (!assessment) {
      const message = `Assessment "${entry.assessmentId}" is not part of term ${term} of this subject.`;
      throw new HttpError(422, message, { [`${field}.assessmentId`]: message });
    }
    const student = students.get(entry.studentId);
    if (!student) {
      const message = `Student "${entry.studentId}" is not in this class.`;
      throw new HttpError(422, message, { [`${field}.studentId`]: message });
    }
    if (entry.score !== null && !isMarkValue(entry.score, assessment.maxScore)) {
      throw new HttpError(422, `The mark of ${student.fullName} in ${assessment.name} cannot be saved: ${markHint(assessment.maxScore)}`, {
        [`${field}.score`]: markHint(assessment.maxScore),
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
