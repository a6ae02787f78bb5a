import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

interface Item {
  id: string;
  state: string;
  studentId: string;
  pickUpTime: string;
  idType: string;
  attendance: string;
  attendanceNote: string | null;
  chain: { state: string; at: string; byName: string }[];
  student: { fullName: string };
  classYear: { id: string; name: string };
}
interface List {
  data: Item[];
  count: number;
}

const TODAY = '2026-11-24';
const transition = (id: string, action: string, token: string) =>
  call(`/student-pick-up-requests/${id}/transitions`, { method: 'POST', token, json: { action } });
const day = async (token: string, query = '') =>
  (await getJson<List>(`/student-pick-up-requests?${query}`, token)).body;

const newRequest = (studentId: string) => ({
  studentId,
  date: TODAY,
  pickUpTime: '14:30',
  reason: 'Orthodontist',
  collectorName: 'Ani',
  relationship: 'Mother',
  idType: 'KITAS',
  idNumber: 'K-1',
});

beforeEach(() => setDemoNow(`${TODAY}T12:00:00`));
afterEach(() => setDemoNow(null));

describe('student pick-up requests', () => {
  it('opens today on a request in every state at the principal’s campus, by pick-up time', async () => {
    const { data, count } = await day(await signIn('principal'));
    expect(count).toBe(8);
    expect(new Set(data.map((row) => row.state))).toEqual(
      new Set(['REQUESTED', 'APPROVED', 'RELEASED', 'REJECTED', 'CANCELLED']),
    );
    expect(data.map((row) => row.pickUpTime)).toEqual([...data.map((row) => row.pickUpTime)].sort());
    expect(new Set(data.map((row) => row.studentId)).size).toBe(8);
    const released = data.find((row) => row.state === 'RELEASED' && row.pickUpTime === '10:30')!;
    expect(released.chain.map((link) => link.state)).toEqual(['REQUESTED', 'APPROVED', 'RELEASED']);
    expect(released).toMatchObject({
      attendance: 'Absent',
      attendanceNote: 'Released at 10:30, before 11:00: excused absence.',
    });
  });

  it('never records a step of the demo day later than now, and keeps each chain in order', async () => {
    setDemoNow(`${TODAY}T08:00:00`);
    const { data } = await day(await signIn('principal'));
    const nowIso = new Date(`${TODAY}T08:00:00`).toISOString();
    for (const row of data) {
      const times = row.chain.map((link) => link.at);
      expect(times.every((time) => time < nowIso)).toBe(true);
      expect(times).toEqual([...times].sort());
    }
  });

  it('filters by state, class and date; another day is empty; a malformed filter is 422', async () => {
    const principal = await signIn('principal');
    expect((await day(principal, 'state=REQUESTED')).data.every((row) => row.state === 'REQUESTED')).toBe(true);
    const first = (await day(principal)).data[0]!;
    expect(
      (await day(principal, `classYearId=${first.classYear.id}`)).data.every(
        (row) => row.classYear.id === first.classYear.id,
      ),
    ).toBe(true);
    expect((await day(principal, 'date=2026-11-23')).count).toBe(0);
    expect((await call('/student-pick-up-requests?state=GONE', { token: principal })).status).toBe(422);
    expect((await call('/student-pick-up-requests?date=today', { token: principal })).status).toBe(422);
  });

  it('approves then releases, recording who and when, and marks the day; a second release is 409', async () => {
    const principal = await signIn('principal');
    const requested = (await day(principal, 'state=REQUESTED')).data.find((row) => row.pickUpTime === '13:00')!;
    expect((await transition(requested.id, 'approve', principal)).status).toBe(200);
    const response = await transition(requested.id, 'release', principal);
    const released = (await response.json()) as Item;
    expect(released.chain.map((link) => [link.state, link.byName])).toEqual([
      ['REQUESTED', 'School office'],
      ['APPROVED', 'Mdm Siti Rahmah'],
      ['RELEASED', 'Mdm Siti Rahmah'],
    ]);
    expect(released.chain[2]!.at).toBe(new Date(`${TODAY}T12:00:00`).toISOString());
    expect(released).toMatchObject({
      state: 'RELEASED',
      attendance: 'Present',
      attendanceNote: 'Early release at 12:00.',
    });
    const again = await transition(requested.id, 'release', principal);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This student has already been released.' });
    expect((await transition(requested.id, 'cancel', principal)).status).toBe(409);
  });

  it('refuses releasing before approval (409), a second request for a released student (409) and bad actions (422)', async () => {
    const principal = await signIn('principal');
    const { data } = await day(principal);
    const requested = data.find((row) => row.state === 'REQUESTED')!;
    expect((await transition(requested.id, 'release', principal)).status).toBe(409);
    expect((await transition(requested.id, 'teleport', principal)).status).toBe(422);
    const released = data.find((row) => row.state === 'RELEASED')!;
    const body = {
      studentId: released.studentId,
      date: TODAY,
      pickUpTime: '15:00',
      reason: 'Again',
      collectorName: 'A',
      relationship: 'Aunt',
      idType: 'KTP',
      idNumber: '1',
    };
    expect((await call('/student-pick-up-requests', { method: 'POST', token: principal, json: body })).status).toBe(
      409,
    );
    expect(
      (await call('/student-pick-up-requests', { method: 'POST', token: principal, json: { ...body, idType: 'Card' } }))
        .status,
    ).toBe(422);
  });

  it('logs a new request for a student in school today, in the requested state by the caller', async () => {
    const principal = await signIn('principal');
    const student = db.students.find((row) => row.branchId === 'br-1')!;
    const response = await call('/student-pick-up-requests', {
      method: 'POST',
      token: principal,
      json: {
        studentId: student.id,
        date: TODAY,
        pickUpTime: '14:30',
        reason: 'Orthodontist',
        collectorName: 'Ani',
        relationship: 'Mother',
        idType: 'KITAS',
        idNumber: 'K-1',
      },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Item;
    expect(created).toMatchObject({
      state: 'REQUESTED',
      idType: 'KITAS',
      chain: [{ state: 'REQUESTED', byName: 'Mdm Siti Rahmah' }],
    });
  });

  it('is for staff with the permission at the campus: the homeroom teacher reads, the teacher and the newcomer 403, another campus 403, unknown 404, no token 401, oversized 413', async () => {
    const principal = await signIn('principal');
    const homeroom = await signIn('homeroom');
    expect((await day(homeroom)).count).toBe(8);
    expect((await call('/student-pick-up-requests', { token: await signIn('teacher') })).status).toBe(403);
    const newcomer = await signIn('newcomer');
    expect((await call('/student-pick-up-requests', { token: newcomer })).status).toBe(403);
    const mine = (await day(principal)).data[0]!;
    expect((await transition(mine.id, 'approve', await signIn('teacher'))).status).toBe(403);
    expect((await transition(mine.id, 'approve', newcomer)).status).toBe(403);
    db.pickUpRequests.insert({ ...db.pickUpRequests.get(mine.id)!, id: 'pur-elsewhere', branchId: 'br-2' });
    expect((await getJson('/student-pick-up-requests/pur-elsewhere', principal)).status).toBe(403);
    expect((await transition('pur-elsewhere', 'approve', principal)).status).toBe(403);
    expect((await day(principal)).data.some((row) => row.id === 'pur-elsewhere')).toBe(false);
    expect((await getJson('/student-pick-up-requests/none', principal)).status).toBe(404);
    expect((await call('/student-pick-up-requests')).status).toBe(401);
    const huge = { action: 'approve', padding: 'x'.repeat(1_100_000) };
    expect(
      (await call(`/student-pick-up-requests/${mine.id}/transitions`, { method: 'POST', token: principal, json: huge }))
        .status,
    ).toBe(413);
  });

  it('lets the homeroom teacher log, approve and release a request for a student of their class', async () => {
    const homeroom = await signIn('homeroom');
    const student = db.students.find((row) => row.classYearId === 'cy-primary-5-courage')!;
    const created = await call('/student-pick-up-requests', { method: 'POST', token: homeroom, json: newRequest(student.id) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Item;
    expect((await transition(id, 'approve', homeroom)).status).toBe(200);
    const released = (await (await transition(id, 'release', homeroom)).json()) as Item;
    expect(released.chain.map((link) => [link.state, link.byName])).toEqual([
      ['REQUESTED', 'Mr Daniel Tan'],
      ['APPROVED', 'Mr Daniel Tan'],
      ['RELEASED', 'Mr Daniel Tan'],
    ]);
  });

  it('keeps approving and rejecting to the campus principal and the form teacher; others may log, release and cancel', async () => {
    const homeroom = await signIn('homeroom');
    const principal = await signIn('principal');
    const { data } = await day(principal);
    const requested = data.filter((row) => row.state === 'REQUESTED' && row.classYear.id !== 'cy-primary-5-courage');
    const refused = await transition(requested[0]!.id, 'approve', homeroom);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Only the campus principal or the student’s form teacher can approve or reject a pick-up request.',
    });
    expect((await transition(requested[0]!.id, 'reject', homeroom)).status).toBe(403);
    expect((await transition(requested[0]!.id, 'approve', principal)).status).toBe(200);
    expect((await transition(requested[0]!.id, 'release', homeroom)).status).toBe(200);
    expect((await transition(requested[1]!.id, 'cancel', homeroom)).status).toBe(200);
    const logged = { method: 'POST', token: homeroom, json: newRequest(requested[1]!.studentId) };
    expect((await call('/student-pick-up-requests', logged)).status).toBe(201);
  });

  it('refuses a request for a past day (422 on date) and for a student of another campus (403)', async () => {
    const homeroom = await signIn('homeroom');
    const student = db.students.find((row) => row.branchId === 'br-1')!;
    const past = await call('/student-pick-up-requests', {
      method: 'POST',
      token: homeroom,
      json: { ...newRequest(student.id), date: '2026-11-23' },
    });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { errors: Record<string, string> }).errors).toEqual({
      date: 'A pick-up cannot be logged for a past day.',
    });
    const elsewhere = db.students.find((row) => row.branchId === 'br-2')!;
    const json = newRequest(elsewhere.id);
    expect((await call('/student-pick-up-requests', { method: 'POST', token: homeroom, json })).status).toBe(403);
  });

  it('lists the students of the caller’s campus for the form, marking those released today', async () => {
    const homeroom = await signIn('homeroom');
    const page = await getJson<{ data: { id: string; fullName: string; classYearName: string; releasedToday: boolean }[]; count: number }>(
      '/pick-up-students?pageSize=0',
      homeroom,
    );
    expect(page.status).toBe(200);
    const campus = db.students.filter((row) => row.branchId === 'br-1' && row.classYearId.startsWith('cy-'));
    expect(page.body.data.every((row) => db.students.get(row.id)?.branchId === 'br-1')).toBe(true);
    expect(page.body.count).toBeGreaterThan(new Set(campus.map((row) => row.classYearId)).size);
    const released = (await day(homeroom, 'state=RELEASED')).data.map((row) => row.studentId);
    expect(page.body.data.filter((row) => row.releasedToday).map((row) => row.id).sort()).toEqual(released.sort());
    const found = await getJson<{ data: { fullName: string }[] }>(
      `/pick-up-students?fullName=${encodeURIComponent(page.body.data[0]!.fullName)}`,
      homeroom,
    );
    expect(found.body.data[0]!.fullName).toBe(page.body.data[0]!.fullName);
    expect((await getJson(`/pick-up-students/${page.body.data[0]!.id}`, homeroom)).status).toBe(200);
    const elsewhere = db.students.find((row) => row.branchId === 'br-2')!;
    expect((await getJson(`/pick-up-students/${elsewhere.id}`, homeroom)).status).toBe(403);
    expect((await getJson('/pick-up-students/none', homeroom)).status).toBe(404);
    expect((await call('/pick-up-students', { token: await signIn('teacher') })).status).toBe(403);
  });
});
