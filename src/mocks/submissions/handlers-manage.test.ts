import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ISSUED_STALE_FIELD_MESSAGE, ISSUED_STALE_MESSAGE, NOBODY_LEFT_MESSAGE } from '../../domain/lesson-content/issued-work';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { firstContent, TEACHER_MATHS } from '../resources/test-kit';
import { NOT_YOUR_ASSIGNMENT_MESSAGE } from './access';
import { CLASS_NOT_REACHED_MESSAGE } from './handlers-manage';
import { getJson, recipientIn, send, signIn, type List } from './test-kit';

type Detail = {
  id: string;
  version: number;
  startDate: string;
  dueDate: string;
  studentsCount: number;
  gradedWorkCount: number;
  canManage: boolean;
  classes: Array<{ id: string; name: string; studentsCount: number; withWorkCount: number }>;
};
type Account = 'principal' | 'homeroom' | 'teacher' | 'newcomer';

const P4 = 'cy-primary-4-courage';
/** The teacher's open mathematics lesson for Primary 5 Courage (seeded, some work handed in). */
const TEACHERS_OPEN = 'ia-grading-2';
/** The teacher's graded mathematics assignment for Primary 5 Courage. */
const TEACHERS_GRADED = 'ia-grading-3';
/** The teacher's upcoming mathematics lesson for Primary 6 Integrity. */
const TEACHERS_UPCOMING = 'ia-grading-4';

const token = (account: Account) => signIn(account, account === 'newcomer' ? 'Welcome@2026' : undefined);

beforeEach(() => setDemoNow('2026-11-27T02:00:00.000Z'));
afterEach(() => setDemoNow(null));

/** A fresh assignment of the teacher's to the whole of Primary 4 Courage: nobody has handed anything in. */
async function freshAssignment() {
  const teacher = await signIn('teacher');
  const source = firstContent(TEACHER_MATHS, 'lesson', 'final');
  const created = await send('POST', '/assignments', teacher, {
    sourceType: 'lesson',
    sourceId: source.id,
    classYearIds: [P4],
    studentIds: [],
    startDate: '2026-12-01',
    dueDate: '2026-12-08',
  });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  return { teacher, source, id, detail: (await getJson<Detail>(`/assignments/${id}`, teacher)).body };
}

describe('who may manage issued work', () => {
  // Reading follows the class (404 for those who do not see it); managing belongs to the issuer and the principal.
  const expected: Record<Account, Record<string, number>> = {
    teacher: { [TEACHERS_OPEN]: 200, 'ia-grading-6': 403, none: 404 },
    principal: { [TEACHERS_OPEN]: 200, 'ia-grading-6': 200, none: 404 },
    homeroom: { [TEACHERS_OPEN]: 403, [TEACHERS_UPCOMING]: 404, 'ia-grading-6': 200, none: 404 },
    newcomer: { [TEACHERS_OPEN]: 403, 'ia-grading-6': 403, none: 403 },
  };

  it.each(Object.entries(expected))('%s changes dates only of what they manage (403 when only reading, 404 when unseen)', async (account, cases) => {
    const caller = await token(account as Account);
    for (const [id, status] of Object.entries(cases)) {
      const version = db.issuedAssignments.get(id)?.version ?? 0;
      const answer = await send('PUT', `/assignments/${id}/dates`, caller, { startDate: '2026-11-20', dueDate: '2026-12-11', version });
      expect([id, answer.status]).toEqual([id, status]);
      if (status === 403 && account !== 'newcomer') expect(answer.body.message).toBe(NOT_YOUR_ASSIGNMENT_MESSAGE);
    }
  });

  it.each(Object.entries(expected))('%s withdraws and deletes only what they manage', async (account, cases) => {
    const caller = await token(account as Account);
    for (const [id, status] of Object.entries(cases)) {
      if (status === 200) continue;
      const before = db.issuedRecipients.filter((row) => row.issuedAssignmentId === id).length;
      expect(await send('POST', `/assignments/${id}/withdrawals`, caller, { classYearId: 'cy-primary-5-courage', version: 0 })).toMatchObject({ status });
      expect(await send('DELETE', `/assignments/${id}`, caller)).toMatchObject({ status });
      expect(db.issuedRecipients.filter((row) => row.issuedAssignmentId === id)).toHaveLength(before);
    }
  });

  it('tells the page whether the caller manages it', async () => {
    expect((await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, await signIn('teacher'))).body.canManage).toBe(true);
    expect((await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, await signIn('homeroom'))).body.canManage).toBe(false);
  });
});

describe('changing the dates of issued work', () => {
  it('saves new dates, moves the version on, and answers 409 with errors.version to a stale write', async () => {
    const teacher = await signIn('teacher');
    const { body: before } = await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, teacher);
    const changed = await send('PUT', `/assignments/${TEACHERS_OPEN}/dates`, teacher, { startDate: '2026-11-20', dueDate: '2026-12-11', version: before.version });
    expect(changed).toMatchObject({ status: 200, body: { startDate: '2026-11-20', dueDate: '2026-12-11', version: before.version + 1 } });
    const { body: list } = await getJson<List<{ id: string; dueDate: string }>>('/assignments?pageSize=0', teacher);
    expect(list.data.find((row) => row.id === TEACHERS_OPEN)?.dueDate).toBe('2026-12-11');

    const stale = await send('PUT', `/assignments/${TEACHERS_OPEN}/dates`, await signIn('principal'), { startDate: '2026-11-20', dueDate: '2026-12-18', version: before.version });
    expect(stale).toEqual({ status: 409, body: { message: ISSUED_STALE_MESSAGE, errors: { version: ISSUED_STALE_FIELD_MESSAGE } } });
    expect(db.issuedAssignments.get(TEACHERS_OPEN)?.dueDate).toBe('2026-12-11');
  });

  it('refuses dates with the messages of assigning (422 naming the field)', async () => {
    const teacher = await signIn('teacher');
    const early = await send('PUT', `/assignments/${TEACHERS_OPEN}/dates`, teacher, { startDate: '2026-12-11', dueDate: '2026-12-01', version: 0 });
    expect(early).toMatchObject({ status: 422, body: { errors: { dueDate: 'The due date cannot be before the start date.' } } });
    const unreadable = await send('PUT', `/assignments/${TEACHERS_OPEN}/dates`, teacher, { startDate: 'soon', dueDate: '2026-12-01', version: 0 });
    expect(unreadable).toMatchObject({ status: 422, body: { errors: { startDate: 'Start date must be a date (dd/mm/yyyy).' } } });
  });
});

describe('withdrawing issued work', () => {
  it('takes it from one student without work, and refuses a student with work (409, nothing changed)', async () => {
    const teacher = await signIn('teacher');
    const { body: detail } = await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, teacher);
    const idle = recipientIn(TEACHERS_OPEN, "Haven't submitted");
    const withdrawn = await send('POST', `/assignments/${TEACHERS_OPEN}/withdrawals`, teacher, { studentId: idle.studentId, version: detail.version });
    expect(withdrawn).toEqual({ status: 200, body: { withdrawnCount: 1, keptCount: 0, version: detail.version + 1 } });
    expect(db.issuedRecipients.get(idle.id)).toBeUndefined();
    expect((await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, teacher)).body.studentsCount).toBe(detail.studentsCount - 1);

    const handedIn = recipientIn(TEACHERS_OPEN, 'Submitted');
    const name = db.students.get(handedIn.studentId)?.fullName ?? '';
    const refused = await send('POST', `/assignments/${TEACHERS_OPEN}/withdrawals`, teacher, { studentId: handedIn.studentId, version: detail.version + 1 });
    expect(refused).toEqual({ status: 409, body: { message: `${name} has handed-in or graded work on this assignment, so it stays with them.` } });
    expect(db.issuedRecipients.get(handedIn.id)).toBeDefined();
  });

  it('takes it from a class’s students without work, leaving it with those who have work', async () => {
    const teacher = await signIn('teacher');
    const { body: open } = await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, teacher);
    const [courage] = open.classes;
    expect(courage).toMatchObject({ id: 'cy-primary-5-courage', name: 'Primary 5 Courage' });
    expect(courage!.withWorkCount).toBeGreaterThan(0);
    expect(courage!.withWorkCount).toBeLessThan(courage!.studentsCount);
    const answer = await send('POST', `/assignments/${TEACHERS_OPEN}/withdrawals`, teacher, { classYearId: courage!.id, version: open.version });
    expect(answer).toEqual({
      status: 200,
      body: { withdrawnCount: courage!.studentsCount - courage!.withWorkCount, keptCount: courage!.withWorkCount, version: open.version + 1 },
    });
    const { body: after } = await getJson<Detail>(`/assignments/${TEACHERS_OPEN}`, teacher);
    expect(after.classes).toEqual([{ ...courage, studentsCount: courage!.withWorkCount }]);
  });

  it('refuses a class whose students all have work (409, nothing changed)', async () => {
    const teacher = await signIn('teacher');
    const { body: bench } = await getJson<Detail>('/assignments/ia-grading-1', teacher);
    const integrity = bench.classes.find((reach) => reach.id === 'cy-primary-6-integrity');
    expect(integrity).toMatchObject({ studentsCount: 10, withWorkCount: 10 });
    const answer = await send('POST', '/assignments/ia-grading-1/withdrawals', teacher, { classYearId: 'cy-primary-6-integrity', version: bench.version });
    expect(answer).toEqual({ status: 409, body: { message: 'Everyone in Primary 6 Integrity has handed-in or graded work on this assignment, so it stays with them.' } });
    expect(db.issuedAssignments.get('ia-grading-1')?.version).toBe(bench.version);
  });

  it('refuses a class it does not reach (422), a stale version (409), and leaving nobody with it (409)', async () => {
    const { teacher, id, detail } = await freshAssignment();
    expect(await send('POST', `/assignments/${id}/withdrawals`, teacher, { classYearId: 'cy-primary-6-integrity', version: detail.version })).toEqual({
      status: 422,
      body: { message: CLASS_NOT_REACHED_MESSAGE, errors: { classYearId: CLASS_NOT_REACHED_MESSAGE } },
    });
    expect(await send('POST', `/assignments/${id}/withdrawals`, teacher, { classYearId: P4, version: detail.version + 1 })).toMatchObject({ status: 409, body: { message: ISSUED_STALE_MESSAGE } });
    expect(await send('POST', `/assignments/${id}/withdrawals`, teacher, { classYearId: P4, version: detail.version })).toEqual({ status: 409, body: { message: NOBODY_LEFT_MESSAGE } });
    expect(await send('POST', `/assignments/${id}/withdrawals`, teacher, { classYearId: P4, studentId: 'x', version: detail.version })).toMatchObject({ status: 422 });
  });
});

describe('deleting issued work', () => {
  it('deletes work with no grade, with its hand-ins, so it is gone for everyone', async () => {
    const { teacher, id } = await freshAssignment();
    expect(await send('DELETE', `/assignments/${id}`, teacher)).toEqual({ status: 204, body: undefined });
    expect((await getJson(`/assignments/${id}`, teacher)).status).toBe(404);
    expect(db.issuedRecipients.filter((row) => row.issuedAssignmentId === id)).toEqual([]);
    expect(db.issuedSnapshots.get(id)).toBeUndefined();
  });

  it('refuses (409) while graded work would be lost, saying how much, and the page knows it before asking', async () => {
    const teacher = await signIn('teacher');
    const { body: detail } = await getJson<Detail>(`/assignments/${TEACHERS_GRADED}`, teacher);
    expect(detail.gradedWorkCount).toBeGreaterThan(0);
    const refused = await send('DELETE', `/assignments/${TEACHERS_GRADED}`, await signIn('principal'));
    expect(refused).toEqual({ status: 409, body: { message: expect.stringMatching(/^This assignment cannot be deleted: the graded work of \d+ students? would be lost\.$/) } });
    expect(db.issuedAssignments.get(TEACHERS_GRADED)).toBeDefined();
  });
});

describe('assigning the same work twice', () => {
  it('warns in the recipients preview and refuses the second assignment with 409 naming the first', async () => {
    const { teacher, source, id } = await freshAssignment();
    const preview = await getJson<{ alreadyAssigned: unknown[] }>(`/assignments/recipients?classYearIds=${P4}&sourceId=${source.id}`, teacher);
    const className = db.classYears.get(P4)?.name;
    expect(preview.body.alreadyAssigned).toEqual([{ assignmentId: id, title: source.name, classNames: [className], assignedOn: '2026-11-27', dueDate: '2026-12-08' }]);
    const again = await send('POST', '/assignments', teacher, { sourceType: 'lesson', sourceId: source.id, classYearIds: [P4], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' });
    expect(again).toEqual({
      status: 409,
      body: {
        message: `“${source.name}” is already assigned to ${className} on 27 Nov 2026 (due 8 Dec 2026). Open it to change its dates, or leave out the students who already have it.`,
      },
    });
    expect(db.issuedAssignments.filter((row) => row.sourceId === source.id && row.createdAt.startsWith('2026-11-27'))).toHaveLength(1);
  });

  it('allows it again once the first is past its due date', async () => {
    const { source } = await freshAssignment();
    setDemoNow('2026-12-09T02:00:00.000Z');
    // Signed in again: a session lasts hours, not the twelve days the clock moved.
    const again = await send('POST', '/assignments', await signIn('teacher'), { sourceType: 'lesson', sourceId: source.id, classYearIds: [P4], studentIds: [], startDate: '2026-12-10', dueDate: '2026-12-17' });
    expect(again.status).toBe(201);
  });
});
