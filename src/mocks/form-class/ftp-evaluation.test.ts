import { describe, expect, it } from 'vitest';
import { OBSERVATION_LEVEL_MESSAGE } from '../../domain/form-class/bodies';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
type Level = string | null;
interface Sheet {
  areas: string[];
  count: number;
  data: Array<{ studentId: string; student: { fullName: string }; levels: Level[]; version: number; updatedAt: string | null }>;
}

const path = (classId = CLASS) => `/class-years/${classId}/ftp-evaluation`;
const read = (token: string, classId = CLASS, year = YEAR) => getJson<Sheet>(`${path(classId)}?academicYearId=${year}`, token);
const save = (token: string, json: unknown, classId = CLASS) => call(path(classId), { method: 'PUT', token, json });

describe('GET and PUT /class-years/:id/ftp-evaluation', () => {
  it('answers every student by name with the seeded level per observation area, version 0', async () => {
    const { status, body } = await read(await signIn('homeroom'));
    expect(status).toBe(200);
    expect(body.areas).toEqual(['Self-awareness', 'Self-management', 'Social awareness', 'Relationship management', 'Responsible decision-making']);
    expect(body.count).toBe(db.students.filter((student) => student.classYearId === CLASS).length);
    const names = body.data.map((row) => row.student.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.data.every((row) => row.levels.length === body.areas.length && row.version === 0)).toBe(true);
  });

  it('saves the changed students, bumps their version and feeds the FTP evaluation report', async () => {
    const token = await signIn('homeroom');
    const { body } = await read(token);
    const studentId = body.data[0]!.studentId;
    const levels = ['NEED_ASSISTANCE', null, 'EMERGING', 'FREQUENTLY_OBSERVED', 'CONSISTENTLY_OBSERVED'];
    const response = await save(token, { academicYearId: YEAR, entries: [{ studentId, levels, version: 0 }] });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as Sheet).data[0]!;
    expect(saved).toMatchObject({ studentId, levels, version: 1 });
    expect(saved.updatedAt).not.toBeNull();
    const report = await getJson<{ students: Array<{ id: string; ftpEvaluation: { items: Array<{ area: string; level: Level }> } }> }>(
      `/class-years/${CLASS}/reports/4/FTP_EVALUATION`,
      token,
    );
    expect(report.body.students.find((student) => student.id === studentId)?.ftpEvaluation.items.map((item) => item.level)).toEqual(levels);
  });

  it('answers 409 for a stale version and writes nothing of the save', async () => {
    const token = await signIn('homeroom');
    const { body } = await read(token);
    const [first, second] = body.data;
    const levels = body.areas.map(() => 'EMERGING');
    await save(token, { academicYearId: YEAR, entries: [{ studentId: second!.studentId, levels, version: 0 }] });
    const stale = await save(token, {
      academicYearId: YEAR,
      entries: [
        { studentId: first!.studentId, levels: body.areas.map(() => 'NEED_ASSISTANCE'), version: 0 },
        { studentId: second!.studentId, levels: body.areas.map(() => 'CONSISTENTLY_OBSERVED'), version: 0 },
      ],
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ errors: { 'entries.1.version': expect.any(String) } });
    const after = (await read(token)).body;
    expect(after.data[0]!.levels).toEqual(first!.levels);
    expect(after.data[1]!.levels).toEqual(levels);
  });

  it('refuses an unknown level, a wrong number of levels and a student of another class with 422 naming the field', async () => {
    const token = await signIn('homeroom');
    const { body } = await read(token);
    const studentId = body.data[0]!.studentId;
    const unknown = await save(token, { academicYearId: YEAR, entries: [{ studentId, levels: ['EMERGING', 'SOMETIMES', null, null, null], version: 0 }] });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ message: OBSERVATION_LEVEL_MESSAGE, errors: { 'entries.0.levels.1': OBSERVATION_LEVEL_MESSAGE } });
    const short = await save(token, { academicYearId: YEAR, entries: [{ studentId, levels: ['EMERGING'], version: 0 }] });
    expect(await short.json()).toMatchObject({ errors: { 'entries.0.levels': 'Give one level (or none) for each of the 5 observation areas.' } });
    const stranger = db.students.find((student) => student.classYearId === 'cy-primary-4-courage')!;
    const elsewhere = await save(token, { academicYearId: YEAR, entries: [{ studentId: stranger.id, levels: [null, null, null, null, null], version: 0 }] });
    expect(await elsewhere.json()).toMatchObject({ errors: { 'entries.0.studentId': 'This student is not in the class.' } });
    const none = await save(token, { academicYearId: YEAR, entries: [] });
    expect(await none.json()).toMatchObject({ errors: { entries: 'Change at least one student before saving.' } });
  });

  it('is the homeroom teacher’s with FormTeacherPeriod only: 403 for another teacher’s class, 404 for no class, 400 for another year', async () => {
    const principal = await signIn('principal');
    const refused = await read(principal);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the form teacher of this class can see or change its form-class records.' });
    expect((await save(principal, { academicYearId: YEAR, entries: [] })).status).toBe(403);
    expect((await read(await signIn('teacher'))).status).toBe(403);
    const homeroom = await signIn('homeroom');
    expect((await read(homeroom, 'cy-none')).status).toBe(404);
    expect((await read(homeroom, CLASS, 'ay-2025')).status).toBe(400);
    const principalsOwn = await read(principal, 'cy-primary-4-courage');
    expect(principalsOwn.status).toBe(200);
  });
});
