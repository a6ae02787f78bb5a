import { isMarkValue, markHint } from '../../domain/gradebook/mark';
import { db } from '../db';
import { HttpError } from '../http/errors';
import type { Assessment, SubjectYear } from './schema';
import { gradeBoundaryFor, subjectResults, termAssessments } from './results';
import { studentsOfClass, subjectYearItem } from '../classrooms/views';

export function gradebookOf(subjectYear: SubjectYear, term: 1 | 2 | 3 | 4) {
  const assessments = termAssessments(subjectYear.id, term);
  const students = studentsOfClass(subjectYear.classYearId);
  const carries = term === 2 || term === 4;
  const results = carries ? subjectResults(subjectYear, students.map((student) => student.id)) : null;
  return {
    subjectYear: { id: subjectYear.id, name: subjectYearItem(subjectYear).name, classYearId: subjectYear.classYearId },
    term,
    assessments: assessments.map(({ id, name, typeCode, typeLabel, maxScore, order }) => ({ id, name, typeCode, typeLabel, maxScore, order })),
    students: students.map(({ id, fullName }) => ({ id, fullName })),
    scores: students.flatMap((student) =>
      assessments.map((assessment) => ({
        studentId: student.id,
        assessmentId: assessment.id,
        score: assessment.scores[student.id] ?? null,
        version: assessment.scoreVersions[student.id] ?? 0,
      })),
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

export const STALE_SCORES_MESSAGE =
  'Someone else saved some of these marks after you opened them. Reload to see their marks; what you typed is kept.';
export const STALE_SCORE_MESSAGE = 'Changed by someone else since you opened it.';

export interface ScoreEntry {
  studentId: string;
  assessmentId: string;
  score: number | null;
  /** The version of the mark as the sender read it. */
  version: number;
}

/** A saved mark as the sheet now holds it, with its new version for the next save. */
export type SavedScore = ScoreEntry;

/**
 * All or nothing: every entry is checked (assessment, student, mark: 422) and then every version read (409 naming
 * each stale `scores.N.version`) before any is written, so neither a bad mark nor a stale one leaves a half-saved grid.
 * Each saved mark's version moves on by one.
 */
export function saveScores(subjectYear: SubjectYear, term: 1 | 2 | 3 | 4, entries: readonly ScoreEntry[]): SavedScore[] {
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
  const read = (entry: ScoreEntry) => assessments.get(entry.assessmentId)?.scoreVersions[entry.studentId] ?? 0;
  const stale = Object.fromEntries(
    entries.flatMap((entry, index) => (read(entry) === entry.version ? [] : [[`scores.${index}.version`, STALE_SCORE_MESSAGE]])),
  );
  if (Object.keys(stale).length > 0) throw new HttpError(409, STALE_SCORES_MESSAGE, stale);
  const changed = new Map<string, Pick<Assessment, 'scores' | 'scoreVersions'>>();
  const saved = entries.map((entry) => {
    const assessment = assessments.get(entry.assessmentId);
    const next = changed.get(entry.assessmentId) ?? { scores: { ...assessment?.scores }, scoreVersions: { ...assessment?.scoreVersions } };
    if (entry.score === null) delete next.scores[entry.studentId];
    else next.scores[entry.studentId] = entry.score;
    // The same mark sent twice in one body is one save: its version moves on once.
    const version = entry.version + 1;
    next.scoreVersions[entry.studentId] = version;
    changed.set(entry.assessmentId, next);
    return { studentId: entry.studentId, assessmentId: entry.assessmentId, score: entry.score, version };
  });
  for (const [id, patch] of changed) db.assessments.update(id, patch);
  return saved;
}
