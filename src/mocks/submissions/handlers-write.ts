import { HttpResponse } from 'msw';
import { AttachmentAnnotationsBodySchema, GradeSubmissionBodySchema, ReturnSubmissionBodySchema } from '../../domain/lesson-content/bodies';
import { submissionState } from '../../domain/lesson-content/submission-state';
import { db } from '../db';
import { HttpError } from '../http/errors';
import { requirePermission, withAuth } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { nowIso } from '../http/record-writes';
import { gradableRecipient } from './access';
import { annotationsWithFile, marksToStore, NOT_GRADED_MESSAGE, requireVersion } from './grading';
import { scoreOf } from './score';
import type { SubmissionRow } from './schema';
import { snapshotOf, submissionOf, submissionView } from './views';

const update = requirePermission('update', 'LessonBuilder');

function store(row: SubmissionRow): void {
  if (db.submissions.get(row.id)) db.submissions.update(row.id, row);
  else db.submissions.insert(row);
}

export const submissionWriteHandlers = [
  route.put(
    '/student-assignments/:studentAssignmentId/grade',
    withAuth(
      update(async ({ params, request, user }) => {
        const { recipient, issued } = gradableRecipient(user, params.studentAssignmentId ?? '');
        const body = validate(GradeSubmissionBodySchema, await readJson(request));
        const row = submissionOf(recipient);
        requireVersion(row, body.version);
        const marks = marksToStore(snapshotOf(issued), row, body);
        const at = nowIso();
        store({
          ...row,
          version: row.version + 1,
          gradedAt: at,
          marks,
          feedback: body.feedback,
          annotations: body.annotations,
          history: [...row.history, { at, action: 'graded', byId: user.id, comment: null, score: scoreOf(marks) }],
        });
        return HttpResponse.json(submissionView(user, recipient, issued));
      }),
    ),
  ),

  // Annotations of one attachment on their own (grading by question): marks, feedback, state and history unchanged.
  route.put(
    '/student-assignments/:studentAssignmentId/attachments/:fileId/annotations',
    withAuth(
      update(async ({ params, request, user }) => {
        const { recipient, issued } = gradableRecipient(user, params.studentAssignmentId ?? '');
        const body = validate(AttachmentAnnotationsBodySchema, await readJson(request));
        const row = submissionOf(recipient);
        requireVersion(row, body.version);
        store({ ...row, version: row.version + 1, annotations: annotationsWithFile(row, params.fileId ?? '', body) });
        return HttpResponse.json(submissionView(user, recipient, issued));
      }),
    ),
  ),

  route.post(
    '/student-assignments/:studentAssignmentId/return',
    withAuth(
      update(async ({ params, request, user }) => {
        const { recipient, issued } = gradableRecipient(user, params.studentAssignmentId ?? '');
        const body = validate(ReturnSubmissionBodySchema, await readJson(request));
        const row = submissionOf(recipient);
        requireVersion(row, body.version);
        if (submissionState(row) !== 'Graded') throw new HttpError(409, NOT_GRADED_MESSAGE);
        const at = nowIso();
        // Back to "Haven't submitted": the answers stay for the student to improve, the teacher's marks go with the grade.
        store({
          ...row,
          version: row.version + 1,
          submittedAt: null,
          gradedAt: null,
          marks: [],
          history: [...row.history, { at, action: 'returned', byId: user.id, comment: body.comment || null }],
        });
        return HttpResponse.json(submissionView(user, recipient, issued));
      }),
    ),
  ),
];
