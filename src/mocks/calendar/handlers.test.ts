import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { HOMEROOM_CLASS_ID } from '../school/seed';
import { call, getJson, signIn } from '../test-client';
import { CALENDAR_EVENT_STALE } from './handlers';

interface EventView {
  id: string;
  title: string;
  type: string;
  start: string;
  classYearId: string | null;
  version: number;
}
interface List<T> {
  data: T[];
  count: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Chess club',
  type: 'SCHOOL_EVENT',
  allDay: false,
  start: '2026-11-16T14:00',
  end: '2026-11-16T15:00',
  recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY', 'WEDNESDAY'], until: '2026-12-31', count: null },
  classYearId: null,
  ...extra,
});

const titles = (list: List<EventView>) => list.data.map((event) => event.title);

describe('calendar events', () => {
  it('lists the events with an occurrence in the range, recurring ones included', async () => {
    const token = await signIn('principal');
    const november = await getJson<List<EventView>>('/calendar-events?from=2026-11-01&to=2026-12-01', token);
    expect(november.status).toBe(200);
    expect(titles(november.body)).toEqual(expect.arrayContaining(['Staff meeting', 'Early dismissal for staff development', 'Term 2 examinations']));
    const july2027 = await getJson<List<EventView>>('/calendar-events?from=2027-07-01&to=2027-08-01', token);
    // Weekly routines end with the school year; the yearly Founders' Day has no occurrence in July.
    expect(titles(july2027.body)).toEqual([]);
    const september2030 = await getJson<List<EventView>>('/calendar-events?from=2030-09-01&to=2030-10-01', token);
    expect(titles(september2030.body)).toEqual(['Founders’ Day']);
  });

  it('refuses a range that is malformed, backwards or longer than 400 days', async () => {
    const token = await signIn('principal');
    for (const query of ['from=2026-11&to=2026-12-01', 'from=2026-12-01&to=2026-11-01', 'from=2026-01-01&to=2027-03-01']) {
      expect((await getJson(`/calendar-events?${query}`, token)).status).toBe(400);
    }
  });

  it('lets every account read but only an account with create/update Schedule write (403 otherwise)', async () => {
    const token = await signIn('teacher');
    expect((await getJson('/calendar-events', token)).status).toBe(200);
    expect((await call('/calendar-events', { method: 'POST', token, json: body() })).status).toBe(403);
    const update = body({ title: 'Moved', version: 1 });
    expect((await call('/calendar-events/cal-staff-meeting', { method: 'PUT', token, json: update })).status).toBe(403);
    expect((await call('/calendar-events/cal-staff-meeting', { method: 'DELETE', token })).status).toBe(403);
    expect(db.schoolCalendarEvents.get('cal-staff-meeting')?.title).toBe('Staff meeting');
  });

  it('answers 403 to an account without the Schedule permission, reading included', async () => {
    const token = await signIn('teacher');
    db.users.update('u-teacher', { permissions: [{ action: 'view', subject: 'Class' }] });
    expect((await getJson('/calendar-events', token)).status).toBe(403);
    expect((await getJson('/calendar-events/cal-staff-meeting', token)).status).toBe(403);
  });

  it('lists the school’s events alone, or with one class’s events when that class is asked for', async () => {
    const token = await signIn('homeroom');
    const range = 'from=2026-11-01&to=2026-12-01';
    const school = await getJson<List<EventView>>(`/calendar-events?${range}`, token);
    expect(school.body.data.every((event) => event.classYearId === null)).toBe(true);
    const withClass = await getJson<List<EventView>>(`/calendar-events?${range}&classYearId=${HOMEROOM_CLASS_ID}`, token);
    expect(titles(withClass.body)).toEqual(expect.arrayContaining(['Staff meeting', 'Primary 5 Courage spelling practice']));
    const other = db.classYears.find((row) => row.academicYearId === 'ay-2026' && row.homeroomTeacherId !== 'u-homeroom' && !db.teachingAssignments.find((lesson) => lesson.teacherId === 'u-homeroom' && lesson.classYearId === row.id));
    expect((await getJson(`/calendar-events?${range}&classYearId=${other?.id ?? ''}`, token)).status).toBe(403);
    expect((await getJson(`/calendar-events?${range}&classYearId=cy-none`, token)).status).toBe(404);
  });

  it('creates, updates with the version, refuses a stale version and deletes', async () => {
    const token = await signIn('principal');
    const created = await call('/calendar-events', { method: 'POST', token, json: body() });
    expect(created.status).toBe(201);
    const event = (await created.json()) as EventView;
    const updated = await call(`/calendar-events/${event.id}`, {
      method: 'PUT',
      token,
      json: body({ title: 'Chess club (hall)', version: event.version }),
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as EventView).version).toBe(2);
    const stale = await call(`/calendar-events/${event.id}`, { method: 'PUT', token, json: body({ version: 1 }) });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toBe(CALENDAR_EVENT_STALE);
    expect((await call(`/calendar-events/${event.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(`/calendar-events/${event.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await getJson(`/calendar-events/${event.id}`, token)).status).toBe(404);
  });

  it('answers 422 naming the field', async () => {
    const token = await signIn('principal');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, 'title'],
      [{ end: '2026-11-16T13:00' }, 'end'],
      [{ allDay: true }, 'start'],
      [{ recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY'], until: '2026-01-01', count: null } }, 'recurrence.until'],
      [{ recurrence: { frequency: 'DAILY', weekdays: [], until: null, count: null } }, 'recurrence.frequency'],
      [{ classYearId: 'cy-none' }, 'classYearId'],
    ];
    for (const [extra, field] of cases) {
      const answer = await call('/calendar-events', { method: 'POST', token, json: body(extra) });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(((await answer.json()) as ErrorBody).errors ?? {}), field).toContain(field);
    }
  });

  it('answers 422 to a date or time that does not exist, and stores nothing', async () => {
    const token = await signIn('principal');
    const before = db.schoolCalendarEvents.all().length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start: '2026-02-30T10:00', end: '2026-03-02T11:00' }, 'start'],
      [{ start: '2026-13-45T25:61', end: '2026-13-45T26:00' }, 'start'],
      [{ end: '2026-11-16T24:00' }, 'end'],
      [{ allDay: true, start: '2026-02-29', end: '2026-03-01', recurrence: null }, 'start'],
      [{ recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY'], until: '2026-11-31', count: null } }, 'recurrence.until'],
    ];
    for (const [extra, field] of cases) {
      const answer = await call('/calendar-events', { method: 'POST', token, json: body(extra) });
      expect(answer.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(((await answer.json()) as ErrorBody).errors ?? {}), JSON.stringify(extra)).toContain(field);
    }
    const updated = await call('/calendar-events/cal-staff-meeting', { method: 'PUT', token, json: body({ start: '2026-02-30T10:00', version: 1 }) });
    expect(updated.status).toBe(422);
    expect(db.schoolCalendarEvents.all()).toHaveLength(before);
    expect(db.schoolCalendarEvents.get('cal-staff-meeting')?.start).not.toBe('2026-02-30T10:00');
  });

  it('answers 422 to a recurrence that can be read two ways: until with count, weekdays off a weekly rule, a weekday twice', async () => {
    const token = await signIn('principal');
    const before = db.schoolCalendarEvents.all().length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ frequency: 'WEEKLY', weekdays: ['MONDAY'], until: '2026-12-31', count: 5 }, 'recurrence.count', 'Repeat until a date or a number of times, not both.'],
      [{ frequency: 'MONTHLY', weekdays: ['MONDAY'], until: null, count: 3 }, 'recurrence.weekdays', 'Weekdays apply only to a weekly repeat.'],
      [{ frequency: 'YEARLY', weekdays: ['FRIDAY'], until: null, count: 3 }, 'recurrence.weekdays', 'Weekdays apply only to a weekly repeat.'],
      [{ frequency: 'WEEKLY', weekdays: ['MONDAY', 'TUESDAY', 'MONDAY'], until: '2026-12-31', count: null }, 'recurrence.weekdays.2', 'Choose each weekday once.'],
    ];
    for (const [recurrence, field, message] of cases) {
      const answer = await call('/calendar-events', { method: 'POST', token, json: body({ recurrence }) });
      expect(answer.status, field).toBe(422);
      expect(((await answer.json()) as ErrorBody).errors?.[field], field).toBe(message);
    }
    expect(db.schoolCalendarEvents.all()).toHaveLength(before);
  });
});
