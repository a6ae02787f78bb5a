import { HttpResponse } from 'msw';
import type { ClassReach } from '../../domain/lesson-content/issued-work';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import { issuedView } from '../resources/handlers-assignments';
import type { IssuedAssignmentRow, IssuedRecipient } from '../resources/schema';
import { canManage, readableIssued, readableRecipient } from './access';
import { gradedWorkCount, recipientHasWork, snapshotOf, submissionView, summaryView } from './views';

const view = requirePermission('view', 'LessonBuilder');

/** The classes of the recipients the user sees, by name, with how many of their students have work on it. */
function classesReached(recipients: readonly IssuedRecipient[]): ClassReach[] {
  const byClass = new Map<string, ClassReach>();
  for (const recipient of recipients) {
    const reach = byClass.get(recipient.classYearId) ?? {
      id: recipient.classYearId,
      name: db.classYears.get(recipient.classYearId)?.name ?? '',
      studentsCount: 0,
      withWorkCount: 0,
    };
    byClass.set(recipient.classYearId, {
      ...reach,
      studentsCount: reach.studentsCount + 1,
      withWorkCount: reach.withWorkCount + (recipientHasWork(recipient) ? 1 : 0),
    });
  }
  return [...byClass.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** GET /assignments/{id}: the row as listed, its version, the settings and materials issued, its classes, and whether the user manages it. */
export function issuedDetailView(user: User, issued: IssuedAssignmentRow, recipients: readonly IssuedRecipient[]) {
  const snapshot = snapshotOf(issued);
  const { classYearIds: _ids, ...row } = issuedView(issued, new Set(recipients.map((recipient) => recipient.classYearId)));
  return {
    ...row,
    version: issued.version,
    settings: snapshot.settings,
    materials: snapshot.materials,
    classes: classesReached(recipients),
    gradedWorkCount: gradedWorkCount(db.issuedRecipients.filter((recipient) => recipient.issuedAssignmentId === issued.id)),
    canManage: canManage(user, issued),
  };
}

export const submissionReadHandlers = [
  route.get(
    '/assignments/:assignmentId',
    withAuth(
      view(({ params, user }) => {
        const { issued, recipients } = readableIssued(user, params.assignmentId ?? '');
        return HttpResponse.json(issuedDetailView(user, issued, recipients));
      }),
    ),
  ),

  route.get(
    '/assignments/:assignmentId/submissions',
    withAuth(
      view(({ params, request, user }) => {
        const { issued, recipients } = readableIssued(user, params.assignmentId ?? '');
        const snapshot = snapshotOf(issued);
        // Flat fields to filter and sort on; the answer keeps the contract's shape.
        const rows = recipients.map((recipient) => {
          const summary = summaryView(recipient, issued, snapshot);
          return { ...summary, fullName: summary.student.fullName };
        });
        const query = parseListQuery(new URL(request.url));
        const list = applyListQuery(rows, { ...query, sortBy: query.sortBy ?? 'fullName' }, { searchKeys: ['fullName'] });
        return HttpResponse.json({ ...list, data: list.data.map(({ fullName: _name, ...row }) => row) });
      }),
    ),
  ),

  route.get(
    '/student-assignments/:studentAssignmentId',
    withAuth(
      view(({ params, user }) => {
        const { recipient, issued } = readableRecipient(user, params.studentAssignmentId ?? '');
        return HttpResponse.json(submissionView(user, recipient, issued));
      }),
    ),
  ),
];
