import { HttpResponse } from 'msw';
import {
  CalendarEventBodySchema,
  CalendarEventUpdateBodySchema,
  type CalendarEventBody,
} from '../../domain/calendar/bodies';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { newId, nowIso } from '../http/record-writes';
import { canSeeClass, visibleClassYear } from '../school/access';
import { currentAcademicYear } from '../school/lookups';
import { calendarEventsInRange, visibleEvent } from './occurrences';
import type { SchoolCalendarEventRow } from './schema';
import { isCalendarDate } from '../../domain/school/date-fields';
import type { DomainHandlers } from '../handlers';

const view = requirePermission('view', 'Schedule');
const create = requirePermission('create', 'Schedule');
const update = requirePermission('update', 'Schedule');

export const CALENDAR_EVENT_STALE = 'This event was changed by someone else. Reload the calendar to see their changes.';
/** A range longer than this is refused, so a recurrence is never expanded over more than a screen could show. */
const MAX_RANGE_DAYS = 400;

function eventView({ id, title, type, allDay, start, end, recurrence, classYearId, version, updatedAt }: SchoolCalendarEventRow) {
  return { id, title, type, allDay, start, end, recurrence, classYearId, version, updatedAt };
}

/** 422 on `classYearId` for a class that does not exist or that the user does not teach. */
function requireClass(user: User, body: CalendarEventBody): void {
  if (body.classYearId === null) return;
  const classYear = db.classYears.get(body.classYearId);
  if (!classYear || !canSeeClass(user, classYear)) {
    const message = 'Choose one of your classes.';
    throw new HttpError(422, message, { classYearId: message });
  }
}

/** `from`/`to` (ISO dates, `to` exclusive); without them the current academic year. */
function rangeOf(url: URL): { from: string; to: string } {
  const year = currentAcademicYear();
  const from = url.searchParams.get('from') || year.startDate;
  const to = url.searchParams.get('to') || year.endDate;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!isCalendarDate(from) || !isCalendarDate(to) || !(days > 0) || days > MAX_RANGE_DAYS) {
    throw new HttpError(400, `Give from and to as dates, to after from and at most ${MAX_RANGE_DAYS} days later.`);
  }
  return { from, to };
}

/** The school's events, plus one class's with `classYearId` (404 for no such class, 403 for one the user may not see). */
function listEvents(user: User, url: URL) {
  const range = rangeOf(url);
  const classYearId = url.searchParams.get('classYearId');
  const classYearIds = new Set(classYearId ? [visibleClassYear(user, classYearId).id] : []);
  const data = calendarEventsInRange(user, range, classYearIds).map(({ event }) => eventView(event));
  return { data, count: data.length };
}

export const calendarHandlers = [
  route.get(
    '/calendar-events',
    withAuth(view(({ request, user }) => HttpResponse.json(listEvents(user, new URL(request.url))))),
  ),
  route.get(
    '/calendar-events/:id',
    withAuth(view(({ params, user }) => HttpResponse.json(eventView(visibleEvent(user, params.id ?? ''))))),
  ),
  route.post(
    '/calendar-events',
    withAuth(
      create(async ({ request, user }) => {
        const body = validate(CalendarEventBodySchema, await readJson(request));
        requireClass(user, body);
        const at = nowIso();
        const row: SchoolCalendarEventRow = {
          id: newId('cal'),
          createdAt: at,
          updatedAt: at,
          version: 1,
          createdById: user.id,
          ...body,
        };
        db.schoolCalendarEvents.insert(row);
        return HttpResponse.json(eventView(row), { status: 201 });
      }),
    ),
  ),
  route.put(
    '/calendar-events/:id',
    withAuth(
      update(async ({ params, request, user }) => {
        const event = visibleEvent(user, params.id ?? '');
        const { version, ...body } = validate(CalendarEventUpdateBodySchema, await readJson(request));
        if (version !== event.version) throw new HttpError(409, CALENDAR_EVENT_STALE);
        requireClass(user, body);
        const next = db.schoolCalendarEvents.update(event.id, { ...body, updatedAt: nowIso(), version: event.version + 1 });
        return HttpResponse.json(eventView(next ?? event));
      }),
    ),
  ),
  route.delete(
    '/calendar-events/:id',
    withAuth(
      update(({ params, user }) => {
        const event = visibleEvent(user, params.id ?? '');
        db.schoolCalendarEvents.remove(event.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 180, handlers: calendarHandlers };
