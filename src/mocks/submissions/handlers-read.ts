import { HttpResponse } from 'msw';
import { requirePermission, withAuth } from '../http/auth';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import { issuedView } from '../resources/handlers-assignments';
import { readableIssued, readableRecipient } from './access';
import { snapshotOf, submissionView, summaryView } from './views';

const view = requirePermission('view', 'LessonBuilder');

export const submissionReadHandlers = [
  route.get(
    '/assignments/:assignmentId',
    withAuth(
      view(({ params, user }) => {
        const { issued, recipients } = readableIssued(user, params.assignmentId ?? '');
        const snapshot = snapshotOf(issued);
        const { classYearIds: _ids, ...row } = issuedView(issued, new Set(recipients.map((recipient) => recipient.classYearId)));
        return HttpResponse.json({ ...row, settings: snapshot.settings, materials: snapshot.materials });
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
