import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface CcaYearItem {
  id: string;
  name: string;
  academicYearId: string;
  membersCount: number;
  capacity: number;
  placesLeft: number;
  gradedCount: number;
  teachers: { id: string }[];
}
interface Detail extends CcaYearItem {
  version: number;
  members: { studentId: string; fullName: string; attendance: number | null; grade: string | null }[];
}

const CHESS = 'ccay-2026-chess-club';
const ROBOTICS = 'ccay-2026-robotics-club';
const members = (ccaYearId: string) => db.ccaMembers.filter((row) => row.ccaYearId === ccaYearId);
const free = (ccaYearId: string) => {
  const ccaYear = db.ccaYears.get(ccaYearId)!;
  const busy = new Set(
    db.ccaMembers.filter((row) => row.academicYearId === ccaYear.academicYearId).map((row) => row.studentId),
  );
  return db.students.filter((student) => student.branchId === ccaYear.branchId && !busy.has(student.id));
};

describe('CCA years', () => {
  it('lists the CCAs each account is in charge of; the principal sees every CCA of the branch this year', async () => {
    const names = async (username: string, query = 'academicYearId=ay-2026') =>
      (await getJson<List<CcaYearItem>>(`/cca-years?pageSize=0&${query}`, await signIn(username))).body.data.map(
        (row) => row.name,
      );
    expect(await names('teacher')).toEqual(['Chess Club', 'Robotics Club']);
    expect(await names('homeroom')).toEqual(['Basketball', 'Choir']);
    expect(await names('newcomer')).toEqual(['Drama Club']);
    expect(await names('principal')).toEqual([
      'Art Club',
      'Basketball',
      'Chess Club',
      'Chinese Orchestra',
      'Choir',
      'Football',
      'Robotics Club',
      'Scouts',
    ]);
    // Last year's position, Vice Principal, also names "principal" (spec §6): the branch's CCAs of that year too.
    expect(await names('principal', 'academicYearId=ay-2025')).toHaveLength(8);
    expect(await names('teacher', 'academicYearId=ay-2025')).toEqual(['Chess Club', 'Robotics Club']);
  });

  it('counts members, places left and graded members; Chess Club is full', async () => {
    const { body } = await getJson<List<CcaYearItem>>(
      '/cca-years?pageSize=0&academicYearId=ay-2026',
      await signIn('teacher'),
    );
    const chess = body.data.find((row) => row.id === CHESS)!;
    expect(chess).toMatchObject({ capacity: 16, membersCount: 16, placesLeft: 0, gradedCount: 8 });
    expect(body.data.find((row) => row.id === ROBOTICS)).toMatchObject({ gradedCount: 0 });
  });

  it('answers one CCA year with its members to its teachers only: 403 otherwise, 404 when unknown', async () => {
    const teacher = await signIn('teacher');
    const { status, body } = await getJson<Detail>(`/cca-years/${CHESS}`, teacher);
    expect(status).toBe(200);
    expect(body.members).toHaveLength(16);
    expect(body.members.map((member) => member.fullName)).toEqual(
      [...body.members.map((member) => member.fullName)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect((await getJson(`/cca-years/ccay-2026-choir`, teacher)).status).toBe(403);
    expect((await getJson('/cca-years/none', teacher)).status).toBe(404);
    expect((await call(`/cca-years/${CHESS}`)).status).toBe(401);
  });
});

describe('CCA grades', () => {
  it('saves the changed entries, keeps the fields left out and bumps the version; a stale version is 409', async () => {
    const token = await signIn('teacher');
    const { body } = await getJson<Detail>(`/cca-years/${ROBOTICS}`, token);
    const [first, second] = body.members;
    const put = (json: unknown) => call(`/cca-years/${ROBOTICS}/grades`, { method: 'PUT', token, json });
    const saved = await put({
      version: body.version,
      grades: [
        { studentId: first!.studentId, attendance: 90, grade: 'EXCELLENT' },
        { studentId: second!.studentId, attendance: 75 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ updated: 2, version: body.version + 1 });
    const after = await getJson<Detail>(`/cca-years/${ROBOTICS}`, token);
    expect(after.body.members[0]).toMatchObject({ attendance: 90, grade: 'EXCELLENT' });
    expect(after.body.members[1]).toMatchObject({ attendance: 75, grade: null });

    const stale = await put({ version: body.version, grades: [{ studentId: first!.studentId, grade: 'GOOD' }] });
    expect(stale.status).toBe(409);
    expect(after.body.members[0]).toMatchObject({ grade: 'EXCELLENT' });
  });

  it('validates with 422 naming the field, and writes nothing', async () => {
    const token = await signIn('teacher');
    const { body } = await getJson<Detail>(`/cca-years/${ROBOTICS}`, token);
    const put = (grades: unknown) =>
      call(`/cca-years/${ROBOTICS}/grades`, { method: 'PUT', token, json: { version: body.version, grades } });
    const range = await put([{ studentId: body.members[0]!.studentId, attendance: 101 }]);
    expect(range.status).toBe(422);
    expect(await range.json()).toMatchObject({
      errors: { 'grades.0.attendance': 'Attendance is a whole percentage from 0 to 100.' },
    });
    const grade = await put([{ studentId: body.members[0]!.studentId, grade: 'SUPERB' }]);
    expect((await grade.json()).errors).toHaveProperty(['grades.0.grade']);
    const outsider = await put([
      { studentId: body.members[0]!.studentId, attendance: 1 },
      { studentId: 'st-0001', attendance: 50 },
    ]);
    expect(outsider.status).toBe(422);
    expect(await outsider.json()).toMatchObject({
      errors: { 'grades.1.studentId': 'This student is not a member of Robotics Club.' },
    });
    expect((await getJson<Detail>(`/cca-years/${ROBOTICS}`, token)).body.members[0]!.attendance).not.toBe(1);
  });

  it('refuses the grades of a past year (409), of a CCA run by others (403), and without update permission (403)', async () => {
    const principal = await signIn('principal');
    const past = await getJson<Detail>('/cca-years/ccay-2025-choir', principal);
    const grades = [{ studentId: past.body.members[0]!.studentId, attendance: 10 }];
    expect(
      (
        await call('/cca-years/ccay-2025-choir/grades', {
          method: 'PUT',
          token: principal,
          json: { version: past.body.version, grades },
        })
      ).status,
    ).toBe(409);
    const teacher = await signIn('teacher');
    expect(
      (await call('/cca-years/ccay-2026-choir/grades', { method: 'PUT', token: teacher, json: { version: 1, grades } }))
        .status,
    ).toBe(403);
    const newcomer = await signIn('newcomer');
    expect(
      (
        await call('/cca-years/ccay-2026-drama-club/grades', {
          method: 'PUT',
          token: newcomer,
          json: { version: 1, grades },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const token = await signIn('teacher');
    const response = await call(`/cca-years/${ROBOTICS}/grades`, {
      method: 'PUT',
      token,
      json: { version: 1, grades: [], padding: 'x'.repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
  });
});

describe('CCA members', () => {
  it('refuses students over the capacity with 422 under studentIds', async () => {
    const token = await signIn('teacher');
    const response = await call(`/cca-years/${CHESS}/members`, {
      method: 'POST',
      token,
      json: { studentIds: [free(CHESS)[0]!.id] },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Chess Club is full: all 16 places are taken.',
      errors: { studentIds: 'Chess Club is full: all 16 places are taken.' },
    });
    expect(members(CHESS)).toHaveLength(16);
  });

  it('refuses a student who already attends a CCA on the same day, naming that CCA and the field', async () => {
    const token = await signIn('teacher');
    const footballer = members('ccay-2026-football')[0]!;
    const student = db.students.get(footballer.studentId)!;
    const ok = free(ROBOTICS)[0]!;
    const response = await call(`/cca-years/${ROBOTICS}/members`, {
      method: 'POST',
      token,
      json: { studentIds: [ok.id, student.id] },
    });
    expect(response.status).toBe(422);
    const message = `${student.fullName} already attends Football on Tuesday, the same day as this CCA.`;
    expect(await response.json()).toEqual({ message, errors: { 'studentIds.1': message } });
    expect(members(ROBOTICS).some((row) => row.studentId === ok.id)).toBe(false);
  });

  it('refuses members already in, students of another campus and an empty choice', async () => {
    const token = await signIn('teacher');
    const post = (studentIds: string[]) =>
      call(`/cca-years/${ROBOTICS}/members`, { method: 'POST', token, json: { studentIds } });
    const member = db.students.get(members(ROBOTICS)[0]!.studentId)!;
    expect(await (await post([member.id])).json()).toMatchObject({
      errors: { 'studentIds.0': `${member.fullName} is already a member of Robotics Club.` },
    });
    const elsewhere = db.students.find((student) => student.branchId === 'br-2')!;
    expect(await (await post([elsewhere.id])).json()).toMatchObject({
      errors: { 'studentIds.0': `Student "${elsewhere.id}" is not a student of Orchard Campus.` },
    });
    expect(await (await post([])).json()).toMatchObject({ message: 'Choose at least one student.' });
  });

  it('adds free students, then removes one', async () => {
    const token = await signIn('teacher');
    const before = members(ROBOTICS).length;
    const [a, b] = free(ROBOTICS);
    const added = await call(`/cca-years/${ROBOTICS}/members`, {
      method: 'POST',
      token,
      json: { studentIds: [a!.id, b!.id, a!.id] },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ added: 2, membersCount: before + 2 });
    const removed = await call(`/cca-years/${ROBOTICS}/members/${a!.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    expect(members(ROBOTICS)).toHaveLength(before + 1);
    expect((await call(`/cca-years/${ROBOTICS}/members/${a!.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('searches the candidates of a CCA with their CCAs of the year, members left out', async () => {
    const token = await signIn('teacher');
    const { body } = await getJson<
      List<{ id: string; fullName: string; ccaYears: { name: string; meetingDays: string[] }[] }>
    >(`/cca-students?ccaYearId=${ROBOTICS}&pageSize=0`, token);
    const memberIds = new Set(members(ROBOTICS).map((row) => row.studentId));
    expect(body.data.some((student) => memberIds.has(student.id))).toBe(false);
    expect(body.data.some((student) => student.ccaYears.some((cca) => cca.name === 'Football'))).toBe(true);
    const searched = await getJson<List<{ fullName: string }>>(
      `/cca-students?ccaYearId=${ROBOTICS}&fullName=tan&pageSize=0`,
      token,
    );
    expect(searched.body.data.every((student) => student.fullName.toLowerCase().includes('tan'))).toBe(true);
    expect((await getJson(`/cca-students?ccaYearId=ccay-2026-choir`, token)).status).toBe(403);
    expect((await getJson(`/cca-students/${body.data[0]!.id}`, token)).status).toBe(200);
    const elsewhere = db.students.find((student) => student.branchId === 'br-2')!;
    expect((await getJson(`/cca-students/${elsewhere.id}`, token)).status).toBe(403);
  });
});
