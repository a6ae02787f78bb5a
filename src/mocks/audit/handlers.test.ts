import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage, MarkChange, RecordHistory } from '../../domain/audit/responses';
import type { GradebookSheetSchema } from '../../domain/gradebook/responses';
import type { z } from 'zod';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';
import { PERSONAL_DETAILS_LOG_MESSAGE } from './handlers';

type Gradebook = z.infer<typeof GradebookSheetSchema>;

const MATHS = 'sy-primary-4-courage-mathematics';
const CLASS = 'cy-primary-4-courage';

async function saveMark(token: string, score: number | null, pupil = 0) {
  const { body } = await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=2`, token);
  const student = body.students[pupil]!;
  const assessment = body.assessments[0]!;
  const cell = body.scores.find((row) => row.studentId === student.id && row.assessmentId === assessment.id);
  const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
    method: 'PUT',
    token,
    json: { term: 2, scores: [{ studentId: student.id, assessmentId: assessment.id, score, version: cell?.version ?? 0 }] },
  });
  expect(response.status).toBe(200);
  return { studentId: student.id, assessmentId: assessment.id, before: cell?.score ?? null };
}

/** The teacher's session handed off from the admin portal (the code minted by the same person's session). */
async function handedOff(username: string) {
  const token = await signIn(username);
  const minted = (await (await call('/auth/handoff-codes', { method: 'POST', token })).json()) as { code: string };
  const exchanged = await call('/auth/handoff', { method: 'POST', json: { code: minted.code } });
  return ((await exchanged.json()) as { accessToken: string }).accessToken;
}

describe('the record of changes', () => {
  it('keeps a mark changed three times as three entries, newest first, with the values before and after', async () => {
    const token = await signIn('teacher');
    const first = await saveMark(token, 11);
    await saveMark(token, 12);
    await saveMark(token, null);
    const recordId = `${first.assessmentId}:${first.studentId}`;
    const { status, body } = await getJson<RecordHistory>(`/history/Mark/${encodeURIComponent(recordId)}`, token);
    expect(status).toBe(200);
    expect(body.data.map((event) => event.changes)).toEqual([
      [{ field: 'score', label: 'Mark', before: 12, after: null }],
      [{ field: 'score', label: 'Mark', before: 11, after: 12 }],
      [{ field: 'score', label: 'Mark', before: first.before, after: 11 }],
    ]);
    expect(body.data.every((event) => event.actor.name === 'Ms Priya Nair' && event.onBehalfOf === null && event.via === 'sign-in')).toBe(true);
    expect(body.data[0]).toMatchObject({ operation: 'PUT /subject-years/{id}/gradebook/scores', section: 'Marks', classYearId: CLASS, term: 2, kind: 'change' });
    const hover = await getJson<{ data: MarkChange[] }>(`/subject-years/${MATHS}/gradebook/mark-changes?term=2`, token);
    expect(hover.body.data).toContainEqual(expect.objectContaining({ studentId: first.studentId, assessmentId: first.assessmentId, at: body.data[0]!.at }));
  });

  it('records a save through the admin portal hand-off as such, and one operation for a sheet of many marks', async () => {
    const token = await handedOff('principal');
    const saved = await saveMark(token, 9, 1);
    const { body } = await getJson<RecordHistory>(`/history/Mark/${encodeURIComponent(`${saved.assessmentId}:${saved.studentId}`)}`, token);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Mdm Siti Rahmah' }, via: 'hand-off', onBehalfOf: null });

    const sheet = (await getJson<Gradebook>(`/subject-years/${MATHS}/gradebook?term=2`, token)).body;
    const assessment = sheet.assessments[1]!;
    const scores = sheet.students.slice(0, 5).map((student, index) => ({
      studentId: student.id,
      assessmentId: assessment.id,
      score: index + 1,
      version: sheet.scores.find((row) => row.studentId === student.id && row.assessmentId === assessment.id)?.version ?? 0,
    }));
    const before = db.auditEvents.size;
    expect((await call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 2, scores } })).status).toBe(200);
    const added = db.auditEvents.all().slice(before);
    expect(added).toHaveLength(5);
    expect(new Set(added.map((event) => event.operationId)).size).toBe(1);
  });

  it('writes sign-ins without the token, and only a principal reads the log of personal details read', async () => {
    const token = await signIn('homeroom');
    const signIns = db.auditEvents.filter((event) => event.section === 'Sign-in' && event.actorId === 'u-homeroom');
    expect(signIns.length).toBeGreaterThan(0);
    expect(JSON.stringify(db.auditEvents.all())).not.toContain(token);

    const pupil = db.students.find((student) => student.classYearId === 'cy-primary-5-courage')!;
    expect((await call(`/students/${pupil.id}`, { token })).status).toBe(200);
    expect((await getJson<{ message: string }>('/audit/personal-details-reads', token)).body).toEqual({ message: PERSONAL_DETAILS_LOG_MESSAGE });

    const principal = await signIn('principal');
    const log = await getJson<AuditPage>('/audit/personal-details-reads?pageSize=0', principal);
    expect(log.status).toBe(200);
    expect(log.body.data.find((event: AuditEvent) => event.studentId === pupil.id)).toMatchObject({
      kind: 'access',
      section: 'Personal details read',
      actor: { name: 'Mr Daniel Tan' },
    });
  });

  it('filters a class’s history by person, section and date, and refuses a date that does not exist', async () => {
    const teacher = await signIn('teacher');
    await saveMark(teacher, 14, 2);
    const principal = await signIn('principal');
    const all = await getJson<AuditPage>(`/class-years/${CLASS}/history?term=2&pageSize=0`, principal);
    expect(all.body.count).toBeGreaterThan(0);
    expect(all.body.people.map((person) => person.name)).toContain('Ms Priya Nair');
    const mine = await getJson<AuditPage>(`/class-years/${CLASS}/history?term=2&pageSize=0&actorId=u-teacher&section=Marks`, principal);
    expect(mine.body.data.every((event) => event.actor.id === 'u-teacher' && event.section === 'Marks')).toBe(true);
    const bad = await call(`/class-years/${CLASS}/history?from=2026-02-30`, { token: principal });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('from');
    // The newcomer neither leads nor teaches the class.
    expect((await call(`/class-years/${CLASS}/history`, { token: await signIn('newcomer') })).status).toBe(403);
  });

  it('keeps each week of a scheme of work as a record of its own', async () => {
    const token = await signIn('teacher');
    const list = (await getJson<{ data: Array<{ id: string }> }>('/schemes-of-work?subjectId=sub-mathematics&term=1&pageSize=0', token)).body;
    const id = list.data[0]!.id;
    const detail = (await getJson<{ version: number; lessonOptions: Array<{ id: string }> }>(`/schemes-of-work/${id}`, token)).body;
    const body = { version: detail.version, topics: ['Fractions of a set'], objectives: ['Find a fraction of a number.'], lessonIds: [] };
    expect((await call(`/schemes-of-work/${id}/weeks/2`, { method: 'PUT', token, json: body })).status).toBe(200);
    const { body: history } = await getJson<RecordHistory>(`/history/SchemeOfWorkWeek/${encodeURIComponent(`${id}:2`)}`, token);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]!.record.label).toMatch(/week 2$/);
    expect(history.data[0]!.changes.find((change) => change.field === 'topics')?.after).toEqual(['Fractions of a set']);
    expect(db.auditEvents.filter((event) => event.recordType === 'SchemeOfWorkWeek' && event.recordId !== `${id}:2`)).toEqual([]);
  });
});
