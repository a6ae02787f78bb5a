import { describe, expect, it } from 'vitest';
import type { RecordHistory } from '../../domain/audit/responses';
import { db } from '../db';
import { newTermRecordId } from '../form-class/record-ids';
import { HOMEROOM_CLASS_ID } from '../school/seed';
import { DEMO_USER_IDS } from '../auth/seed';
import { call, getJson, signIn } from '../test-client';

const YEAR = 'ay-2026';
type Row = { studentId: string; recordId: string; version: number };

async function rows(kind: string, token: string, term: string | null) {
  const query = term ? `academicYearId=${YEAR}&term=${term}` : `academicYearId=${YEAR}`;
  const { status, body } = await getJson<{ data: Row[] }>(`/class-years/${HOMEROOM_CLASS_ID}/${kind}?${query}`, token);
  expect(status).toBe(200);
  return body.data;
}

const history = (recordType: string, recordId: string, token: string) =>
  getJson<RecordHistory>(`/history/${recordType}/${encodeURIComponent(recordId)}`, token);

/** The class handed to the principal (a new form teacher mid-year), who then reads what the homeroom teacher wrote. */
function handOverToPrincipal() {
  db.classYears.update(HOMEROOM_CLASS_ID, { homeroomTeacherId: DEMO_USER_IDS.principal });
}

describe('the history of a form-class record', () => {
  it('is the class’s form teacher’s to read, including what their predecessor wrote; others get 403', async () => {
    const homeroom = await signIn('homeroom');
    const [row] = await rows('remarks', homeroom, '2');
    const json = { academicYearId: YEAR, term: 2, entries: [{ studentId: row!.studentId, text: 'Reads widely.', version: row!.version }] };
    expect((await call(`/class-years/${HOMEROOM_CLASS_ID}/remarks`, { method: 'PUT', token: homeroom, json })).status).toBe(200);
    expect((await history('TermRecord', row!.recordId, homeroom)).body.data[0]).toMatchObject({ section: 'Remarks', actor: { name: 'Mr Daniel Tan' } });

    const principal = await signIn('principal');
    expect((await history('TermRecord', row!.recordId, principal)).status).toBe(403);
    expect((await history('TermRecord', row!.recordId, await signIn('teacher'))).status).toBe(403);

    handOverToPrincipal();
    const { status, body } = await history('TermRecord', row!.recordId, principal);
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Mr Daniel Tan' }, changes: [expect.objectContaining({ field: 'remark', after: 'Reads widely.' })] });
    expect((await history('TermRecord', row!.recordId, homeroom)).status).toBe(403);
  });

  it('answers a year record the same way, and 404 for an id that is no pupil’s record', async () => {
    const homeroom = await signIn('homeroom');
    const [row] = await rows('ftp-evaluation', homeroom, null);
    expect((await history('YearRecord', row!.recordId, homeroom)).status).toBe(200);
    expect((await history('YearRecord', row!.recordId, await signIn('teacher'))).status).toBe(403);
    expect((await history('YearRecord', 'yr-nobody-2026', homeroom)).status).toBe(404);
    expect((await history('TermRecord', 'tr-nobody-2026-t2', homeroom)).status).toBe(404);
  });

  it('opens a never-saved pupil’s record by the id its first save will give it: empty, then that save and only what it entered', async () => {
    const homeroom = await signIn('homeroom');
    const [row] = await rows('height-and-weight', homeroom, '3');
    db.studentTermRecords.remove(row!.recordId);
    const [unsaved] = await rows('height-and-weight', homeroom, '3');
    expect(unsaved!.recordId).toBe(newTermRecordId(unsaved!.studentId, YEAR, 3));
    expect(await history('TermRecord', unsaved!.recordId, homeroom)).toEqual({ status: 200, body: { data: [] } });
    expect((await history('TermRecord', unsaved!.recordId, await signIn('principal'))).status).toBe(403);

    const json = { academicYearId: YEAR, term: 3, entries: [{ studentId: unsaved!.studentId, heightCm: 140, weightKg: 35, version: unsaved!.version }] };
    expect((await call(`/class-years/${HOMEROOM_CLASS_ID}/height-and-weight`, { method: 'PUT', token: homeroom, json })).status).toBe(200);
    const { body } = await history('TermRecord', unsaved!.recordId, homeroom);
    // The first save creates the record: its one event is what was entered, not the other sections' blanks.
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ section: 'Height and weight', actor: { name: 'Mr Daniel Tan' } });
    expect(body.data[0]!.changes.map((change) => change.field).sort()).toEqual(['heightCm', 'weightKg']);
  });
});
