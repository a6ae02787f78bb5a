import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';
import { canSeeLeapsOf } from './access';

interface EventView {
  id: string;
  name: string;
  domain: string;
  level: number;
  date: string;
  academicYearId: string;
  version: number;
  students: Array<{
    id: string;
    fullName: string;
    classYear: { id: string } | null;
    role: string | null;
    level: number | null;
  }>;
  studentsCount: number;
  otherStudentsCount: number;
  createdBy: { id: string; fullName: string } | null;
}
interface List<T> {
  data: T[];
  count: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const HOMEROOM_CLASS = 'cy-primary-5-courage';
const OTHER_CLASS = 'cy-primary-1-courage';
const studentOf = (classYearId: string, index = 0) =>
  db.students.filter((student) => student.classYearId === classYearId)[index]!.id;
const body = (studentIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Science fair',
  domain: 'achievement',
  level: 2,
  date: '2026-11-02',
  description: 'Zonal science fair.',
  students: studentIds.map((studentId) => ({ studentId, role: '', level: null })),
  ...extra,
});

async function send(method: string, path: string, token: string, json: unknown) {
  const response = await call(path, { method, token, json });
  return {
    status: response.status,
    body: (response.status === 204 ? null : await response.json()) as EventView & ErrorBody,
  };
}

describe('LEAPS events', () => {
  it('lists the events of the homeroom teacher’s students across the four domains, current and past year, newest first', async () => {
    const token = await signIn('homeroom');
    const { status, body: list } = await getJson<List<EventView>>(
      `/leaps-events?pageSize=0&classYearId=${HOMEROOM_CLASS}`,
      token,
    );
    expect(status).toBe(200);
    expect(new Set(list.data.map((event) => event.domain))).toEqual(
      new Set(['participation', 'achievement', 'leadership', 'service']),
    );
    expect(new Set(list.data.map((event) => event.academicYearId))).toEqual(new Set(['ay-2026', 'ay-2025']));
    const dates = list.data.map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.data.every((event) => event.students.some((student) => student.classYear?.id === HOMEROOM_CLASS))).toBe(
      true,
    );
  });

  it('filters by domain, academic year and a search on the name or a student’s name; sorts and pages on the server', async () => {
    const token = await signIn('homeroom');
    const service = await getJson<List<EventView>>(
      '/leaps-events?pageSize=0&domain=service&academicYearId=ay-2026',
      token,
    );
    expect(service.body.count).toBeGreaterThan(0);
    expect(service.body.data.every((event) => event.domain === 'service' && event.academicYearId === 'ay-2026')).toBe(
      true,
    );
    const byName = await getJson<List<EventView>>('/leaps-events?pageSize=0&search=beach', token);
    expect(byName.body.data.every((event) => event.name.toLowerCase().includes('beach'))).toBe(true);
    const student = service.body.data[0]!.students[0]!;
    const byStudent = await getJson<List<EventView>>(
      `/leaps-events?pageSize=0&search=${encodeURIComponent(student.fullName)}`,
      token,
    );
    expect(byStudent.body.data.length).toBeGreaterThan(0);
    const page = await getJson<List<EventView>>('/leaps-events?page=1&pageSize=5&sortBy=level', token);
    expect(page.body.data).toHaveLength(5);
    expect(page.body.data.map((event) => event.level)).toEqual([...page.body.data.map((event) => event.level)].sort());
    expect((await getJson<ErrorBody>('/leaps-events?sortBy=colour', token)).status).toBe(400);
  });

  it('refuses the teacher without LEAPS permissions (403), and shows only the students a teacher keeps records for', async () => {
    expect((await getJson<ErrorBody>('/leaps-events', await signIn('teacher'))).status).toBe(403);
    const homeroom = await signIn('homeroom');
    const homeroomUser = db.users.get('u-homeroom')!;
    const principalUser = db.users.get('u-principal')!;
    const classOf = (studentId: string) => db.classYears.get(db.students.get(studentId)?.classYearId ?? '')!;
    const other = db.leapsEvents.find((event) =>
      event.students.every(
        (entry) =>
          !canSeeLeapsOf(homeroomUser, classOf(entry.studentId)) &&
          canSeeLeapsOf(principalUser, classOf(entry.studentId)),
      ),
    )!;
    const elsewhere = db.leapsEvents.find((event) =>
      event.students.every((entry) => classOf(entry.studentId).branchId === 'br-2'),
    )!;
    expect((await getJson<ErrorBody>(`/leaps-events/${other.id}`, homeroom)).status).toBe(403);
    expect((await getJson<ErrorBody>('/leaps-events/none', homeroom)).status).toBe(404);
    const principal = await signIn('principal');
    const seen = await getJson<EventView>(`/leaps-events/${other.id}`, principal);
    expect(seen.status).toBe(200);
    expect(seen.body.students.length).toBe(other.students.length);
    // The principal keeps the LEAPS records of their own branch only.
    expect((await getJson<ErrorBody>(`/leaps-events/${elsewhere.id}`, principal)).status).toBe(403);
  });

  it('creates an event (201) that the list then holds, with who recorded it', async () => {
    const token = await signIn('homeroom');
    const created = await send(
      'POST',
      '/leaps-events',
      token,
      body([studentOf(HOMEROOM_CLASS), studentOf(HOMEROOM_CLASS, 1)]),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Science fair',
      academicYearId: 'ay-2026',
      version: 1,
      studentsCount: 2,
      createdBy: { id: 'u-homeroom' },
    });
    const list = await getJson<List<EventView>>('/leaps-events?pageSize=0&search=science%20fair', token);
    expect(list.body.data.map((event) => event.id)).toContain(created.body.id);
  });

  it('answers 422 naming the field, with the portal’s own schema and the scope rule', async () => {
    const token = await signIn('homeroom');
    const empty = await send('POST', '/leaps-events', token, body([], { name: ' ' }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ name: 'Enter the event’s name.', students: 'Add at least one student.' });
    const twice = await send(
      'POST',
      '/leaps-events',
      token,
      body([studentOf(HOMEROOM_CLASS), studentOf(HOMEROOM_CLASS)]),
    );
    expect(twice.body.errors).toEqual({ 'students.1.studentId': 'This student is listed twice.' });
    const stranger = await send(
      'POST',
      '/leaps-events',
      token,
      body([studentOf(HOMEROOM_CLASS), studentOf(OTHER_CLASS)]),
    );
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toEqual({
      'students.1.studentId': 'This student is not in a class you keep LEAPS records for.',
    });
    const early = await send('POST', '/leaps-events', token, body([studentOf(HOMEROOM_CLASS)], { date: '2019-01-01' }));
    expect(early.body.errors).toEqual({ date: 'The date is outside the school’s academic years.' });
    const level = await send('POST', '/leaps-events', token, body([studentOf(HOMEROOM_CLASS)], { level: 5 }));
    expect(level.body.errors).toEqual({ level: 'Choose a level from 1 to 4.' });
  });

  it('refuses create without the permission (403) and a body over the limit (413)', async () => {
    expect(
      (await send('POST', '/leaps-events', await signIn('teacher'), body([studentOf(HOMEROOM_CLASS)]))).status,
    ).toBe(403);
    const huge = body([studentOf(HOMEROOM_CLASS)], { description: 'x'.repeat(1024 * 1024 + 1) });
    expect((await send('POST', '/leaps-events', await signIn('homeroom'), huge)).status).toBe(413);
  });

  it('updates with the version read (409 when stale), keeping the students of classes the editor does not see', async () => {
    const principal = await signIn('principal');
    const homeroom = await signIn('homeroom');
    const shared = await send(
      'POST',
      '/leaps-events',
      principal,
      body([studentOf(HOMEROOM_CLASS), studentOf(OTHER_CLASS)]),
    );
    const seen = await getJson<EventView>(`/leaps-events/${shared.body.id}`, homeroom);
    expect(seen.body).toMatchObject({ studentsCount: 2, otherStudentsCount: 1 });
    expect(seen.body.students).toHaveLength(1);
    const updated = await send('PUT', `/leaps-events/${shared.body.id}`, homeroom, {
      ...body([studentOf(HOMEROOM_CLASS)], { name: 'Science fair (zonal)', level: 3 }),
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Science fair (zonal)', level: 3, version: 2, studentsCount: 2 });
    const stale = await send('PUT', `/leaps-events/${shared.body.id}`, homeroom, {
      ...body([studentOf(HOMEROOM_CLASS)]),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This LEAPS event was changed by someone else. Reload it to see their changes.');
    expect(
      (await send('PUT', `/leaps-events/${shared.body.id}`, homeroom, { ...body([]), version: 2 })).body.errors,
    ).toEqual({ students: 'Add at least one student.' });
    expect((await send('DELETE', `/leaps-events/${shared.body.id}`, homeroom, undefined)).status).toBe(403);
    expect((await send('DELETE', `/leaps-events/${shared.body.id}`, principal, undefined)).status).toBe(204);
    expect((await getJson<ErrorBody>(`/leaps-events/${shared.body.id}`, principal)).status).toBe(404);
  });

  it('computes each student’s attainment per domain of a class from the events', async () => {
    const token = await signIn('homeroom');
    const { status, body: list } = await getJson<
      List<{ student: { id: string }; participation: number; overallAttainment: string | null; eventsCount: number }>
    >(`/class-years/${HOMEROOM_CLASS}/leaps-attainment?academicYearId=ay-2026`, token);
    expect(status).toBe(200);
    expect(list.count).toBe(db.students.filter((student) => student.classYearId === HOMEROOM_CLASS).length);
    const withEvents = list.data.find((row) => row.eventsCount > 0)!;
    expect(['Excellent', 'Good', 'Fair', 'Below Fair']).toContain(withEvents.overallAttainment);
    expect(list.data.filter((row) => row.eventsCount === 0).every((row) => row.overallAttainment === null)).toBe(true);
    expect((await getJson<ErrorBody>(`/class-years/${OTHER_CLASS}/leaps-attainment`, token)).status).toBe(403);
  });

  it('makes the LEAPS class report compute from the events: a new event is in the next report', async () => {
    const token = await signIn('homeroom');
    const studentId = studentOf(HOMEROOM_CLASS, 2);
    await send(
      'POST',
      '/leaps-events',
      token,
      body([studentId], { name: 'World robotics final', domain: 'achievement', level: 4 }),
    );
    const report = await getJson<{
      students: Array<{
        id: string;
        leaps: { achievement: number; overallAttainment: string | null; events: Array<{ name: string }> };
      }>;
    }>(`/class-years/${HOMEROOM_CLASS}/reports/4/LEAPS`, token);
    const row = report.body.students.find((student) => student.id === studentId)!;
    expect(row.leaps.achievement).toBe(4);
    expect(row.leaps.events.map((event) => event.name)).toContain('World robotics final');
    expect(row.leaps.overallAttainment).not.toBeNull();
  });
});
