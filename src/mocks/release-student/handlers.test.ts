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

  it('is the principal’s: other accounts 403, another campus 403, unknown 404, no token 401, oversized 413', async () => {
    const principal = await signIn('principal');
    expect((await call('/student-pick-up-requests', { token: await signIn('homeroom') })).status).toBe(403);
    const mine = (await day(principal)).data[0]!;
    expect((await transition(mine.id, 'approve', await signIn('teacher'))).status).toBe(403);
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
});
