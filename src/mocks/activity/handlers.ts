import { HttpResponse } from 'msw';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import type { DomainHandlers } from '../handlers';

export const sveHandlers = [
  /** The SVE exam types the signed-in teacher is assigned to; `academicYearId` narrows to one year. */
  route.get(
    '/sve-exam-types/by-user',
    withAuth(({ request, user }) => {
      const mine = new Set(
        db.sveExamTypeAssignments.filter((assignment) => assignment.teacherId === user.id).map((assignment) => assignment.sveExamTypeId),
      );
      const types = db.sveExamTypes.filter((type) => mine.has(type.id));
      return HttpResponse.json(applyListQuery(types, parseListQuery(new URL(request.url)), { searchKeys: ['name'] }));
    }),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 20, handlers: sveHandlers };
