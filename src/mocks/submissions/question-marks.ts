import type { QuestionMarksBody } from '../../domain/lesson-content/bodies';
import { autoMark, validateMark } from '../../domain/lesson-content/marking';
import { submissionState } from '../../domain/lesson-content/submission-state';
import { HttpError } from '../http/errors';
import type { IssuedRecipient } from '../resources/schema';
import { STALE_SUBMISSION_MESSAGE } from './grading';
import type { IssuedMaterialRow, IssuedSnapshot, QuestionMarkRow, SubmissionRow } from './schema';
import { scoreOf } from './score';
import { markedQuestions, submissionOf } from './views';

export const NOT_A_STUDENT_MESSAGE = "This student's work is not part of the assignment.";
export const STUDENT_TWICE_MESSAGE = 'This student is marked twice.';

/**
 * Checks one question's marks for several students like a grading save checks them (validateMark, 422 naming
 * `marks.N.mark` or `marks.N.studentAssignmentId`), then the versions (409 naming `marks.N.version`); throws
 * before anything is stored. Answers each student's work with the entry that marks it.
 */
export function checkQuestionMarks(
  body: QuestionMarksBody,
  maxMark: number,
  recipients: readonly IssuedRecipient[],
): Array<{ recipient: IssuedRecipient; row: SubmissionRow; mark: number }> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const found = body.marks.flatMap((entry, index) => {
    const recipient = recipients.find((candidate) => candidate.id === entry.studentAssignmentId);
    if (!recipient) errors[`marks.${index}.studentAssignmentId`] = NOT_A_STUDENT_MESSAGE;
    else if (seen.has(recipient.id)) errors[`marks.${index}.studentAssignmentId`] = STUDENT_TWICE_MESSAGE;
    const problem = validateMark(entry.mark, maxMark);
    if (problem) errors[`marks.${index}.mark`] = problem;
    if (!recipient) return [];
    seen.add(recipient.id);
    return [{ recipient, row: submissionOf(recipient), mark: entry.mark, index, version: entry.version }];
  });
  const [invalid] = Object.values(errors);
  if (invalid) throw new HttpError(422, invalid, errors);
  const stale = Object.fromEntries(
    found.filter((entry) => entry.row.version !== entry.version).map((entry) => [`marks.${entry.index}.version`, STALE_SUBMISSION_MESSAGE]),
  );
  if (Object.keys(stale).length > 0) throw new HttpError(409, STALE_SUBMISSION_MESSAGE, stale);
  return found.map(({ recipient, row, mark }) => ({ recipient, row, mark }));
}

/**
 * The student's work with one question's mark set. Once every marked question has a mark (the automatic one
 * where the teacher gave none) the work is Graded, as a grading save would make it, with the total in the history;
 * until then only the mark is kept and the work waits in its state.
 */
export function withQuestionMark(
  snapshot: IssuedSnapshot,
  material: IssuedMaterialRow,
  row: SubmissionRow,
  mark: number,
  by: string,
  at: string,
): SubmissionRow {
  const automaticOf = (question: IssuedMaterialRow) => {
    const result = autoMark(question, row.answers.find((answer) => answer.materialId === question.id));
    return result?.automatic ? result.mark : null;
  };
  const given = new Map(row.marks.map((entry) => [entry.materialId, entry]));
  given.set(material.id, { materialId: material.id, mark, automatic: mark === automaticOf(material) });
  const complete = markedQuestions(snapshot).flatMap(({ material: question }): QuestionMarkRow[] => {
    const stored = given.get(question.id);
    if (stored) return [stored];
    const automatic = automaticOf(question);
    return automatic === null ? [] : [{ materialId: question.id, mark: automatic, automatic: true }];
  });
  const base = { ...row, version: row.version + 1 };
  if (complete.length < markedQuestions(snapshot).length) return { ...base, marks: [...given.values()] };
  return {
    ...base,
    marks: complete,
    gradedAt: at,
    history: [...row.history, { at, action: 'graded', byId: by, comment: null, score: scoreOf(complete) }],
  };
}

/** One student's answer to the question, their mark and what automatic marking gives, for the question view. */
export function questionAnswerView(
  material: IssuedMaterialRow,
  recipient: IssuedRecipient,
  row: SubmissionRow,
  fullName: string,
) {
  const answer = row.answers.find((entry) => entry.materialId === material.id) ?? null;
  const stored = row.marks.find((entry) => entry.materialId === material.id) ?? null;
  const automatic = autoMark(material, answer);
  return {
    id: recipient.id,
    student: { id: recipient.studentId, fullName },
    state: submissionState(row),
    version: row.version,
    answer,
    mark: stored?.mark ?? null,
    automatic: stored?.automatic ?? false,
    autoMark: automatic?.automatic ? automatic.mark : null,
  };
}
