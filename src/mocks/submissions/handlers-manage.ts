import { HttpResponse } from 'msw';
import { ChangeIssuedDatesSchema, WithdrawIssuedSchema } from '../../domain/lesson-content/assignment-settings';
import {
  classWithdrawal,
  deletionRefusal,
  ISSUED_STALE_FIELD_MESSAGE,
  ISSUED_STALE_MESSAGE,
  studentWithdrawalRefusal,
} from '../../domain/lesson-content/issued-work';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import type { IssuedAssignmentRow, IssuedRecipient } from '../resources/schema';
import { manageableIssued } from './access';
import { issuedDetailView } from './handlers-read';
import { gradedWorkCount, recipientHasWork } from './views';

const update = requirePermission('update', 'LessonBuilder');

export const CLASS_NOT_REACHED_MESSAGE = 'This class does not have this assignment.';
export const STUDENT_NOT_REACHED_MESSAGE = 'This student does not have this assignment.';

/** 409 with `errors.version` when the page read an older version of the assignment. */
function requireIssuedVersion(issued: IssuedAssignmentRow, sent: number): void {
  if (issued.version !== sent) throw new HttpError(409, ISSUED_STALE_MESSAGE, { version: ISSUED_STALE_FIELD_MESSAGE });
}

/** Takes the assignment from these students, with whatever work rows they had (none handed in; see hasWork). */
function withdraw(issued: IssuedAssignmentRow, leaving: readonly IssuedRecipient[]): void {
  for (const recipient of leaving) {
    db.issuedRecipients.remove(recipient.id);
    db.submissions.remove(recipient.id);
  }
  db.issuedAssignments.update(issued.id, { version: issued.version + 1 });
}

export const manageIssuedHandlers = [
  route.put(
    '/assignments/:assignmentId/dates',
    withAuth(
      update(async ({ params, request, user }) => {
        const { issued, recipients } = manageableIssued(user, params.assignmentId ?? '');
        const body = validate(ChangeIssuedDatesSchema, await readJson(request));
        requireIssuedVersion(issued, body.version);
        const changed = db.issuedAssignments.update(issued.id, { startDate: body.startDate, dueDate: body.dueDate, version: issued.version + 1 }) ?? issued;
        return HttpResponse.json(issuedDetailView(user, changed, recipients));
      }),
    ),
  ),

  route.post(
    '/assignments/:assignmentId/withdrawals',
    withAuth(
      update(async ({ params, request, user }) => {
        const { issued, recipients } = manageableIssued(user, params.assignmentId ?? '');
        const body = validate(WithdrawIssuedSchema, await readJson(request));
        requireIssuedVersion(issued, body.version);
        // Every recipient, seen or not, counts in "nobody would be left".
        const total = db.issuedRecipients.filter((row) => row.issuedAssignmentId === issued.id).length;
        if ('classYearId' in body) {
          const ofClass = recipients.filter((recipient) => recipient.classYearId === body.classYearId);
          if (ofClass.length === 0) throw new HttpError(422, CLASS_NOT_REACHED_MESSAGE, { classYearId: CLASS_NOT_REACHED_MESSAGE });
          const leaving = ofClass.filter((recipient) => !recipientHasWork(recipient));
          const outcome = classWithdrawal(
            { id: body.classYearId, name: db.classYears.get(body.classYearId)?.name ?? '', studentsCount: ofClass.length, withWorkCount: ofClass.length - leaving.length },
            total,
          );
          if (outcome.refusal) throw new HttpError(409, outcome.refusal);
          withdraw(issued, leaving);
          return HttpResponse.json({ withdrawnCount: outcome.withdrawn, keptCount: outcome.kept, version: issued.version + 1 });
        }
        const recipient = recipients.find((row) => row.studentId === body.studentId);
        if (!recipient) throw new HttpError(422, STUDENT_NOT_REACHED_MESSAGE, { studentId: STUDENT_NOT_REACHED_MESSAGE });
        const fullName = db.students.get(recipient.studentId)?.fullName ?? 'This student';
        const refusal = studentWithdrawalRefusal({ fullName, hasWork: recipientHasWork(recipient) }, total);
        if (refusal) throw new HttpError(409, refusal);
        withdraw(issued, [recipient]);
        return HttpResponse.json({ withdrawnCount: 1, keptCount: 0, version: issued.version + 1 });
      }),
    ),
  ),

  route.delete(
    '/assignments/:assignmentId',
    withAuth(
      update(({ params, user }) => {
        const { issued } = manageableIssued(user, params.assignmentId ?? '');
        const all = db.issuedRecipients.filter((row) => row.issuedAssignmentId === issued.id);
        const refusal = deletionRefusal(gradedWorkCount(all));
        if (refusal) throw new HttpError(409, refusal);
        for (const recipient of all) {
          db.issuedRecipients.remove(recipient.id);
          db.submissions.remove(recipient.id);
        }
        db.issuedSnapshots.remove(issued.id);
        db.issuedAssignments.remove(issued.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
];
