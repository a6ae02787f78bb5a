import { describe, expect, it } from 'vitest';
import { REMARK_MAX_LENGTH } from '../../domain/form-class/limits';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
type Row = { studentId: string; version: number; updatedAt: string | null } & Record<string, unknown>;
interface Sheet {
  data: Row[];
  count: number;
  term?: number;
  descriptors?: string[];
  streams?: Array<{ id: string; name: string }>;
  nextLevel?: { name: string } | null;
}

const sheet = async (kind: string, token: string, query = `academicYearId=${YEAR}&term=2`, classId = CLASS) =>
  getJson<Sheet>(`/class-years/${classId}/${kind}?${query}`, token);
const save = (kind: string, token: string, json: unknown, classId = CLASS) =>
  call(`/class-years/${classId}/${kind}`, { method: 'PUT', token, json });

describe('form-class grids', () => {
  it('answer one row per student by name, with version 0 until saved through the portal', async () => {
    const token = await signIn('homeroom');
    const { status, body } = await sheet('remarks', token);
    expect(status).toBe(200);
    expect(body.count).toBe(db.students.filter((student) => student.classYearId === CLASS).length);
    const names = body.data.map((row) => (row.student as { fullName: string }).fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.data.every((row) => row.version === 0 && row.updatedAt === null)).toBe(true);
    expect(body.data.some((row) => row.text === null)).toBe(true);
  });

  it('saves changed remarks, bumps their version and answers the fresh sheet', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('remarks', token);
    const [first, second] = body.data;
    const response = await save('remarks', token, {
      academicYearId: YEAR,
      term: 2,
      entries: [{ studentId: first!.studentId, text: '  Reads widely.  ', version: 0 }, { studentId: second!.studentId, text: '', version: 0 }],
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Sheet;
    expect(saved.data[0]).toMatchObject({ text: 'Reads widely.', version: 1 });
    expect(saved.data[0]!.updatedAt).not.toBeNull();
    expect(saved.data[1]).toMatchObject({ text: null, version: 1 });
  });

  it('answers 409 for a stale version and writes nothing of the save', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('remarks', token);
    const [first, second] = body.data;
    await save('remarks', token, { academicYearId: YEAR, term: 2, entries: [{ studentId: second!.studentId, text: 'First save.', version: 0 }] });
    const response = await save('remarks', token, {
      academicYearId: YEAR,
      term: 2,
      entries: [{ studentId: first!.studentId, text: 'Would be lost.', version: 0 }, { studentId: second!.studentId, text: 'Stale.', version: 0 }],
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errors: { 'entries.1.version': expect.any(String) } });
    const after = await sheet('remarks', token);
    expect(after.body.data[0]!.text).toBe(first!.text);
    expect(after.body.data[1]!.text).toBe('First save.');
  });

  it('refuses a remark over the limit and a student of another class with 422 naming the entry', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('remarks', token);
    const long = await save('remarks', token, {
      academicYearId: YEAR,
      term: 2,
      entries: [{ studentId: body.data[0]!.studentId, text: 'ok', version: 0 }, { studentId: body.data[1]!.studentId, text: 'x'.repeat(REMARK_MAX_LENGTH + 1), version: 0 }],
    });
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({
      message: `A remark can be at most ${REMARK_MAX_LENGTH} characters.`,
      errors: { 'entries.1.text': `A remark can be at most ${REMARK_MAX_LENGTH} characters.` },
    });
    const stranger = db.students.find((student) => student.classYearId === 'cy-primary-4-courage')!;
    const elsewhere = await save('remarks', token, { academicYearId: YEAR, term: 2, entries: [{ studentId: stranger.id, text: 'x', version: 0 }] });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ errors: { 'entries.0.studentId': 'This student is not in the class.' } });
  });

  it('is for the homeroom teacher of the class only: 403 for another teacher (even the principal), 404 for no class', async () => {
    const principal = await signIn('principal');
    expect((await sheet('remarks', principal)).status).toBe(403);
    expect((await sheet('conduct', await signIn('teacher'))).status).toBe(403);
    const refused = await save('remarks', principal, { academicYearId: YEAR, term: 2, entries: [] });
    expect(refused.status).toBe(403);
    expect((await sheet('remarks', await signIn('homeroom'), `academicYearId=${YEAR}&term=2`, 'cy-none')).status).toBe(404);
  });

  it('answers 400 for a bad term or another academic year', async () => {
    const token = await signIn('homeroom');
    expect((await sheet('remarks', token, `academicYearId=${YEAR}&term=5`)).status).toBe(400);
    expect((await sheet('height-and-weight', token, 'academicYearId=ay-2025&term=1')).status).toBe(400);
  });

  it('refuses implausible heights, keeps plausible ones and shows the previous term', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('height-and-weight', token);
    const row = body.data[0]!;
    expect(row.previous).toMatchObject({ academicYearId: YEAR, term: 1 });
    const bad = await save('height-and-weight', token, { academicYearId: YEAR, term: 2, entries: [{ studentId: row.studentId, heightCm: 1400, weightKg: 30, version: 0 }] });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { 'entries.0.heightCm': 'Height must be from 40 to 230 cm, with at most one decimal.' } });
    const good = await save('height-and-weight', token, { academicYearId: YEAR, term: 2, entries: [{ studentId: row.studentId, heightCm: 199.5, weightKg: 130, version: 0 }] });
    expect(good.status).toBe(200);
    expect(((await good.json()) as Sheet).data[0]).toMatchObject({ heightCm: 199.5, weightKg: 130, version: 1 });
  });

  it('grades conduct per descriptor and needs one value per descriptor', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('conduct', token);
    expect(body.descriptors).toHaveLength(5);
    const studentId = body.data[0]!.studentId;
    const short = await save('conduct', token, { academicYearId: YEAR, term: 2, entries: [{ studentId, frequencies: ['A'], version: 0 }] });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ errors: { 'entries.0.frequencies': expect.stringContaining('5 descriptors') } });
    const saved = await save('conduct', token, { academicYearId: YEAR, term: 2, entries: [{ studentId, frequencies: ['A', 'M', null, 'S', 'N'], version: 0 }] });
    expect(((await saved.json()) as Sheet).data[0]!.frequencies).toEqual(['A', 'M', null, 'S', 'N']);
  });

  it('offers next year’s streams, needs a reason to retain and clears the stream of a retained student', async () => {
    const token = await signIn('homeroom');
    const { body } = await sheet('streaming-and-promotion', token, `academicYearId=${YEAR}`);
    expect(body.nextLevel?.name).toBe('Primary 6');
    expect(body.streams?.map((stream) => stream.name)).toEqual(['Standard', 'Foundation']);
    const studentId = body.data[0]!.studentId;
    const entry = { studentId, promotionOutcome: 'Retained', nextStreamId: 'stream-standard', retainReason: '', version: 0 };
    const noReason = await save('streaming-and-promotion', token, { academicYearId: YEAR, entries: [entry] });
    expect(await noReason.json()).toMatchObject({ errors: { 'entries.0.retainReason': 'Give the reason for retaining the student.' } });
    const unknown = await save('streaming-and-promotion', token, { academicYearId: YEAR, entries: [{ ...entry, promotionOutcome: 'Promoted', nextStreamId: 'stream-express' }] });
    expect(await unknown.json()).toMatchObject({ errors: { 'entries.0.nextStreamId': 'Choose one of the streams offered for next year.' } });
    const retained = await save('streaming-and-promotion', token, { academicYearId: YEAR, entries: [{ ...entry, retainReason: 'Long illness.' }] });
    expect(((await retained.json()) as Sheet).data[0]).toMatchObject({ promotionOutcome: 'Retained', nextStreamId: null, retainReason: 'Long illness.', version: 1 });
  });
});
