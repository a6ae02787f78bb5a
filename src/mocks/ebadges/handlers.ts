import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { now } from '../clock';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { visibleClassYear } from '../school/access';
import { person } from '../classrooms/views';
import type { EbadgeAward } from './schema';
import { AwardEbadgeBodySchema } from '../../domain/ebadges/bodies';
import type { AwardEbadgeResponseSchema, EbadgeAwardSchema, EbadgeSchema } from '../../domain/ebadges/responses';
import type { DomainHandlers } from '../handlers';


function awardItem(award: EbadgeAward) {
  const ebadge = db.ebadges.get(award.ebadgeId);
  const student = db.students.get(award.studentId);
  return {
    ...award,
    ebadge: ebadge ? ({ id: ebadge.id, name: ebadge.name, description: ebadge.description, colour: ebadge.colour } satisfies z.input<typeof EbadgeSchema>) : null,
    student: student ? { id: student.id, fullName: student.fullName } : null,
    awardedBy: person(award.awardedById),
  } satisfies z.input<typeof EbadgeAwardSchema>;
}

const invalid = (field: string, message: string): HttpError => new HttpError(422, message, { [field]: message });

export const ebadgesHandlers = [
  route.get(
    '/ebadges',
    withAuth(({ request }) => HttpResponse.json(applyListQuery(db.ebadges.all(), parseListQuery(new URL(request.url)), { searchKeys: ['name'] }))),
  ),
  route.get(
    '/class-years/:id/ebadge-awards',
    withAuth(
      requirePermission('view', 'Class')(({ request, params, user }) => {
        const classYear = visibleClassYear(user, params.id ?? '');
        const query = parseListQuery(new URL(request.url));
        const awards = db.ebadgeAwards.filter((award) => award.classYearId === classYear.id).map(awardItem);
        return HttpResponse.json(applyListQuery(awards, { ...query, sortBy: query.sortBy ?? '-awardedAt' }, { searchKeys: ['note'] }));
      }),
    ),
  ),
  route.post(
    '/class-years/:id/ebadge-awards',
    withAuth(
      requirePermission('update', 'Class')(async ({ request, params, user }) => {
        const classYear = visibleClassYear(user, params.id ?? '');
        const body = validate(AwardEbadgeBodySchema, await readJson(request));
        if (body.academicYearId !== classYear.academicYearId) throw invalid('academicYearId', 'This class does not belong to that academic year.');
        if (!db.ebadges.get(body.ebadgeId)) throw invalid('ebadgeId', 'That e-badge does not exist.');
        const studentIds = [...new Set(body.studentIds)];
        const stranger = studentIds.find((id) => db.students.get(id)?.classYearId !== classYear.id);
        if (stranger) throw invalid('studentIds', `Student "${stranger}" is not in this class.`);
        const awardedAt = nowIso();
        const stamp = now().toString(36);
        studentIds.forEach((studentId) =>
          db.ebadgeAwards.insert({
            id: `eba-${stamp}-${db.ebadgeAwards.size + 1}`,
            createdAt: awardedAt,
            classYearId: classYear.id,
            academicYearId: classYear.academicYearId,
            studentId,
            ebadgeId: body.ebadgeId,
            awardedAt,
            awardedById: user.id,
            note: body.note ? body.note : null,
          }),
        );
        return HttpResponse.json({ created: studentIds.length } satisfies z.input<typeof AwardEbadgeResponseSchema>, { status: 201 });
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 60, handlers: ebadgesHandlers };
