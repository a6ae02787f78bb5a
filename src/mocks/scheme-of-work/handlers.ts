import { HttpResponse } from 'msw';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { SowWeekBodySchema } from '../../domain/scheme-of-work/bodies';
import { canSeeSow, visibleSow } from './access';
import { sowDetail, sowItem } from './views';
import { saveWeek } from './writes';
import type { DomainHandlers } from '../handlers';

const viewSow = requirePermission('view', 'SchemeOfWork');
const updateSow = requirePermission('update', 'SchemeOfWork');

function weekNumber(value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new HttpError(400, 'The week must be a whole number of 1 or more.');
  return number;
}

export const schemeOfWorkHandlers = [
  route.get(
    '/schemes-of-work',
    withAuth(
      viewSow(({ request, user }) => {
        const items = db.schemesOfWork.filter((row) => canSeeSow(user, row)).map(sowItem);
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(
          applyListQuery(items, { ...query, sortBy: query.sortBy ?? 'title' }, { searchKeys: ['title'] }),
        );
      }),
    ),
  ),
  route.get(
    '/schemes-of-work/:id',
    withAuth(viewSow(({ params, user }) => HttpResponse.json(sowDetail(visibleSow(user, params.id ?? ''))))),
  ),
  route.put(
    '/schemes-of-work/:id/weeks/:week',
    withAuth(
      updateSow(async ({ request, params, user }) => {
        const sow = visibleSow(user, params.id ?? '');
        const week = weekNumber(params.week);
        const body = validate(SowWeekBodySchema, await readJson(request));
        return HttpResponse.json(saveWeek(sow, week, body, user));
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 170, handlers: schemeOfWorkHandlers };
