import type { AttachmentAnnotationsBody, GradeSubmissionBody } from '../../domain/lesson-content/bodies';
import { autoMark, validateMark } from '../../domain/lesson-content/marking';
import { HttpError } from '../http/errors';
import type { AnnotationSet } from '../../domain/lesson-content/annotation-data';
import type { IssuedSnapshot, QuestionMarkRow, SubmissionRow } from './schema';
import { markedQuestions } from './views';

export const STALE_SUBMISSION_MESSAGE = 'Someone else saved this submission after you opened it. Reload it to see their marks.';
export const MARK_EVERY_QUESTION_MESSAGE = 'Mark every question before saving.';
export const NOT_A_QUESTION_MESSAGE = 'This question is not part of the assignment.';
export const TWICE_MARKED_MESSAGE = 'This question is marked twice.';
export const NOT_AN_ATTACHMENT_MESSAGE = 'Annotations go on the files the student attached.';
export const NOT_GRADED_MESSAGE = 'Only graded work can be returned for resubmission.';

export function requireVersion(row: Pick<SubmissionRow, 'version'>, sent: number): void {
  if (row.version !== sent) throw new HttpError(409, STALE_SUBMISSION_MESSAGE);
}

/**
 * The marks a grading save stores, one per marked question in the assignment's order: the teacher's where given,
 * else the automatic one. Checked like the grading page checks them (`validateMark`); every failure is named by
 * its field and nothing is stored unless all pass.
 */
export function marksToStore(snapshot: IssuedSnapshot, row: SubmissionRow, body: GradeSubmissionBody): QuestionMarkRow[] {
  const questions = markedQuestions(snapshot);
  const errors: Record<string, string> = {};
  const given = new Map<string, number>();
  body.marks.forEach(({ materialId, mark }, index) => {
    const question = questions.find(({ material }) => material.id === materialId);
    if (!question) errors[`marks.${index}.materialId`] = NOT_A_QUESTION_MESSAGE;
    else if (given.has(materialId)) errors[`marks.${index}.materialId`] = TWICE_MARKED_MESSAGE;
    else {
      const problem = validateMark(mark, question.maxMark);
      if (problem) errors[`marks.${index}.mark`] = problem;
      given.set(materialId, mark);
    }
  });
  const marks = questions.flatMap(({ material }): QuestionMarkRow[] => {
    const automatic = autoMark(material, row.answers.find((answer) => answer.materialId === material.id));
    const autoValue = automatic?.automatic ? automatic.mark : null;
    const mark = given.get(material.id) ?? autoValue;
    if (mark === undefined || mark === null) return [];
    return [{ materialId: material.id, mark, automatic: mark === autoValue }];
  });
  if (marks.length < questions.length && Object.keys(errors).length === 0) errors.marks = MARK_EVERY_QUESTION_MESSAGE;
  const attached = attachedFileIds(row);
  body.annotations.forEach((set, index) => {
    if (!attached.has(set.fileId)) errors[`annotations.${index}.fileId`] = NOT_AN_ATTACHMENT_MESSAGE;
  });
  const [first] = Object.values(errors);
  if (first) throw new HttpError(422, first, errors);
  return marks;
}

/** The files the student attached to their answers: the only files annotations may go on. */
function attachedFileIds(row: Pick<SubmissionRow, 'answers'>): Set<string> {
  return new Set(row.answers.flatMap((answer) => (answer.materialType === 'ATTACH_FILES' ? answer.answer.files.map((file) => file.id) : [])));
}

/**
 * The annotations a save of one file's annotations stores: the other files' sets as they were, this file's
 * replaced by one set per page (none when all were deleted). Refused, as in a grading save, on a file the
 * student did not attach (422 `fileId`).
 */
export function annotationsWithFile(row: SubmissionRow, fileId: string, body: AttachmentAnnotationsBody): AnnotationSet[] {
  if (!attachedFileIds(row).has(fileId)) throw new HttpError(422, NOT_AN_ATTACHMENT_MESSAGE, { fileId: NOT_AN_ATTACHMENT_MESSAGE });
  const pages = [...new Set(body.annotations.map((item) => item.page))].sort((a, b) => a - b);
  const sets = pages.map((page) => ({ fileId, page, items: body.annotations.filter((item) => item.page === page) }));
  return [...row.annotations.filter((set) => set.fileId !== fileId), ...sets];
}
