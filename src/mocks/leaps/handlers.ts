import { HttpResponse } from 'msw';
import {
  LeapsEventBodySchema,
  LeapsEventUpdateBodySchema,
  type LeapsEventBody,
} from '../../domain/leaps/bodies';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { newId, nowIso } from '../http/record-writes';
import { studentsOfClass } from '../classrooms/views';
import { leapsAttainmentOf } from './attainment';
import { canSeeLeapsOf, isLeapsEventVisible, visibleLeapsEvent, visibleLeapsStudentIds } from './access';
import type { LeapsEventRow } from './schema';
import { leapsEventView } from './views';
import type { DomainHandlers } from '../handlers';

const view = requirePermission('view', 'LeapsEvent');
const create = requirePermission('create', 'LeapsEvent');
const update = requirePermission('update', 'LeapsEvent');

export const LEAPS_EVENT_STALE = 'This LEAPS event was changed by someone else. Reload it to see their changes.';
export const LEAPS_EVENT_OTHERS =
  'This LEAPS event also lists students of classes you do not keep LEAPS records for, so only their teachers may delete it.';

/** The academic year an event belongs to: the latest one started on or before its date (holidays between years count). */
function academicYearOf(date: string): string {
  const years = db.academicYears.all().sort((a, b) => b.startDate.localeCompare(a.startDate));
  const year = years.find((candidate) => candidate.startDate <= date);
  if (!year || date > (years[0]?.endDate ?? '')) {
    throw new HttpError(422, 'The date is outside the school’s academic years.', {
      date: 'The date is outside the school’s academic years.',
    });
  }
  return year.id;
}

/** 422 naming `students.N.studentId` for a student the user does not keep LEAPS records for. */
function requireStudents(body: LeapsEventBody, visible: ReadonlySet<string>): void {
  const errors: Record<string, string> = {};
  body.students.forEach((entry, index) => {
    if (!db.students.get(entry.studentId))
      errors[`students.${index}.studentId`] = 'This student is not in the school’s records.';
    else if (!visible.has(entry.studentId))
      errors[`students.${index}.studentId`] = 'This student is not in a class you keep LEAPS records for.';
  });
  const [first] = Object.values(errors);
  if (first) throw new HttpError(422, first, errors);
}

/** The stored fields of a validated body: as sent, with the event's year, and an empty role stored as none. */
function rowFields({ students, ...sent }: LeapsEventBody) {
  return {
    ...sent,
    academicYearId: academicYearOf(sent.date),
    students: students.map((entry) => ({ ...entry, role: entry.role || null })),
  };
}

/** Events of the user's students, narrowed by class (a student of it took part) and by name or student name. */
function listRows(user: User, url: URL) {
  const visible = visibleLeapsStudentIds(user);
  const query = parseListQuery(url);
  const { classYearId, ...filters } = query.filters;
  let events = db.leapsEvents.filter((event) => isLeapsEventVisible(event, visible));
  if (classYearId) {
    const inClass = new Set(studentsOfClass(classYearId).map((student) => student.id));
    events = events.filter((event) =>
      event.students.some((entry) => inClass.has(entry.studentId) && visible.has(entry.studentId)),
    );
  }
  const views = events.map((event) => leapsEventView(event, visible));
  const search = query.search?.toLowerCase();
  const found = search
    ? views.filter(
        (event) =>
          event.name.toLowerCase().includes(search) ||
          event.students.some((student) => student.fullName.toLowerCase().includes(search)),
      )
    : views;
  return applyListQuery(
    found,
    { ...query, search: null, filters, sortBy: query.sortBy ?? '-date' },
    { searchKeys: ['name'] },
  );
}

export const leapsHandlers = [
  route.get(
    '/leaps-events',
    withAuth(view(({ request, user }) => HttpResponse.json(listRows(user, new URL(request.url))))),
  ),
  route.get(
    '/leaps-events/:id',
    withAuth(
      view(({ params, user }) => {
        const visible = visibleLeapsStudentIds(user);
        return HttpResponse.json(leapsEventView(visibleLeapsEvent(user, params.id ?? '', visible), visible));
      }),
    ),
  ),
  route.post(
    '/leaps-events',
    withAuth(
      create(async ({ request, user }) => {
        const body = validate(LeapsEventBodySchema, await readJson(request));
        const visible = visibleLeapsStudentIds(user);
        requireStudents(body, visible);
        const at = nowIso();
        const row: LeapsEventRow = {
          id: newId('le'),
          createdAt: at,
          updatedAt: at,
          version: 1,
          createdById: user.id,
          ...rowFields(body),
        };
        db.leapsEvents.insert(row);
        return HttpResponse.json(leapsEventView(row, visible), { status: 201 });
      }),
    ),
  ),
  route.put(
    '/leaps-events/:id',
    withAuth(
      update(async ({ params, request, user }) => {
        const visible = visibleLeapsStudentIds(user);
        const event = visibleLeapsEvent(user, params.id ?? '', visible);
        const { version, ...body } = validate(LeapsEventUpdateBodySchema, await readJson(request));
        if (version !== event.version) throw new HttpError(409, LEAPS_EVENT_STALE);
        requireStudents(body, visible);
        const fields = rowFields(body);
        // Students of classes the user does not see stay on the event: their teachers recorded them.
        const kept = event.students.filter((entry) => !visible.has(entry.studentId));
        const next = db.leapsEvents.update(event.id, {
          ...fields,
          students: [...fields.students, ...kept],
          updatedAt: nowIso(),
          version: event.version + 1,
        });
        return HttpResponse.json(leapsEventView(next ?? event, visible));
      }),
    ),
  ),
  route.delete(
    '/leaps-events/:id',
    withAuth(
      update(({ params, user }) => {
        const visible = visibleLeapsStudentIds(user);
        const event = visibleLeapsEvent(user, params.id ?? '', visible);
        if (event.students.some((entry) => !visible.has(entry.studentId))) throw new HttpError(403, LEAPS_EVENT_OTHERS);
        db.leapsEvents.remove(event.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
  route.get(
    '/class-years/:classYearId/leaps-attainment',
    withAuth(
      view(({ params, request, user }) => {
        const classYear = db.classYears.get(params.classYearId ?? '');
        if (!classYear) throw notFound('Class');
        if (!canSeeLeapsOf(user, classYear)) throw new HttpError(403, 'You do not keep LEAPS records for this class.');
        const academicYearId = new URL(request.url).searchParams.get('academicYearId') || classYear.academicYearId;
        const students = studentsOfClass(classYear.id);
        const attainment = leapsAttainmentOf(
          students.map((student) => student.id),
          academicYearId,
        );
        const data = students.map((student) => {
          const { events, ...levels } = attainment.get(student.id) ?? {
            events: [],
            participation: 0,
            achievement: 0,
            leadership: 0,
            service: 0,
            overallAttainment: null,
          };
          return {
            id: student.id,
            student: { id: student.id, fullName: student.fullName },
            ...levels,
            eventsCount: events.length,
          };
        });
        return HttpResponse.json({ data, count: data.length });
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 140, handlers: leapsHandlers };
