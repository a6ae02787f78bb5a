import { HttpResponse } from 'msw';
import { QuestionMarksBodySchema } from '../../domain/lesson-content/bodies';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { requirePermission, withAuth } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { nowIso } from '../http/record-writes';
import type { User } from '../auth/schema';
import { canGrade, NOT_YOUR_SUBJECT_MESSAGE, readableIssued } from './access';
import { checkQuestionMarks, questionAnswerView, withQuestionMark } from './question-marks';
import type { SubmissionRow } from './schema';
import { markedQuestions, snapshotOf, submissionOf } from './views';

const view = requirePermission('view', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');

/** The assignment's marked question and the students the user sees; 404 for a material that carries no mark. */
function readableQuestion(user: User, assignmentId: string, materialId: string) {
  const { issued, recipients } = readableIssued(user, assignmentId);
  const snapshot = snapshotOf(issued);
  const question = markedQuestions(snapshot).find(({ material }) => material.id === materialId);
  if (!question) throw notFound('Question');
  return { issued, recipients, snapshot, ...question };
}

function answersList(user: User, assignmentId: string, materialId: string) {
  const { recipients, material } = readableQuestion(user, assignmentId, materialId);
  const data = recipients
    .map((recipient) => questionAnswerView(material, recipient, submissionOf(recipient), db.students.get(recipient.studentId)?.fullName ?? 'Former student'))
    .sort((a, b) => a.student.fullName.localeCompare(b.student.fullName) || a.id.localeCompare(b.id));
  return { data, count: data.length };
}

function store(row: SubmissionRow): void {
  if (db.submissions.get(row.id)) db.submissions.update(row.id, row);
  else db.submissions.insert(row);
}

export const questionHandlers = [
  route.get(
    '/assignments/:assignmentId/questions/:materialId/answers',
    withAuth(view(({ params, user }) => HttpResponse.json(answersList(user, params.assignmentId ?? '', params.materialId ?? '')))),
  ),

  route.put(
    '/assignments/:assignmentId/questions/:materialId/marks',
    withAuth(
      update(async ({ params, request, user }) => {
        const assignmentId = params.assignmentId ?? '';
        const materialId = params.materialId ?? '';
        const { issued, recipients, snapshot, material, maxMark } = readableQuestion(user, assignmentId, materialId);
        const body = validate(QuestionMarksBodySchema, await readJson(request));
        const at = nowIso();
        const marked = checkQuestionMarks(body, maxMark, recipients);
        // All or nothing: one student the user only reads refuses the whole batch.
        if (marked.some(({ recipient }) => !canGrade(user, recipient, issued))) throw new HttpError(403, NOT_YOUR_SUBJECT_MESSAGE);
        for (const { row, mark } of marked) {
          store(withQuestionMark(snapshot, material, row, mark, user.id, at));
        }
        return HttpResponse.json(answersList(user, assignmentId, materialId));
      }),
    ),
  ),
];
