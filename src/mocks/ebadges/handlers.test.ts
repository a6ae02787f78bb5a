import { describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface Award {
  id: string;
  studentId: string;
  ebadgeId: string;
  ebadge: { name: string; colour: string };
  awardedAt: string;
  awardedBy: { id: string; fullName: string };
  note: string | null;
}
const CLASS = 'cy-primary-5-courage';

describe('e-badges', () => {
  it('lists the badges with their colours', async () => {
    const { body } = await getJson<List<{ name: string; colour: string }>>('/ebadges?pageSize=0', await signIn('teacher'));
    expect(body.count).toBe(8);
    expect(new Set(body.data.map((badge) => badge.colour))).toEqual(new Set(['Green', 'Red', 'Yellow', 'Blue']));
  });

  it('awards a badge to several students and lists the awards newest first', async () => {
    setDemoNow('2026-11-21T03:00:00.000Z');
    try {
      const token = await signIn('homeroom');
      const students = db.students.filter((student) => student.classYearId === CLASS).slice(0, 2);
      const response = await call(`/class-years/${CLASS}/ebadge-awards`, {
        method: 'POST',
        token,
        json: { academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: [students[0]!.id, students[1]!.id, students[0]!.id], note: ' Great book talk ' },
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ created: 2 });
      const { body } = await getJson<List<Award>>(`/class-years/${CLASS}/ebadge-awards?academicYearId=ay-2026&pageSize=0`, token);
      const newest = body.data.slice(0, 2);
      expect(newest.map((award) => award.studentId).sort()).toEqual([students[0]!.id, students[1]!.id].sort());
      expect(newest[0]).toMatchObject({
        ebadge: { name: 'Star Reader', colour: 'Blue' },
        awardedAt: '2026-11-21T03:00:00.000Z',
        awardedBy: { id: 'u-homeroom', fullName: 'Mr Daniel Tan' },
        note: 'Great book talk',
      });
    } finally {
      setDemoNow(null);
    }
  });

  it('validates the award with 422, a message and the field', async () => {
    const token = await signIn('homeroom');
    const student = db.students.find((row) => row.classYearId === CLASS)!;
    const post = (json: unknown) => call(`/class-years/${CLASS}/ebadge-awards`, { method: 'POST', token, json });
    const empty = await post({ academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: [] });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ message: 'Choose at least one student.', errors: { studentIds: 'Choose at least one student.' } });
    expect((await post({ academicYearId: 'ay-2026', ebadgeId: 'eb-none', studentIds: [student.id] })).status).toBe(422);
    expect((await post({ academicYearId: 'ay-2025', ebadgeId: 'eb-star-reader', studentIds: [student.id] })).status).toBe(422);
    const outsider = db.students.find((row) => row.classYearId !== CLASS)!;
    const stranger = await post({ academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: [outsider.id] });
    expect(stranger.status).toBe(422);
    const message = `Student "${outsider.id}" is not in this class.`;
    expect(await stranger.json()).toEqual({ message, errors: { studentIds: message } });
    expect((await post({ academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: [student.id], note: 'x'.repeat(201) })).status).toBe(422);
  });

  it('refuses a null note as the contract does: a note is left out when there is none', async () => {
    const token = await signIn('homeroom');
    const student = db.students.find((row) => row.classYearId === CLASS)!;
    const json = { academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: [student.id], note: null };
    const response = await call(`/class-years/${CLASS}/ebadge-awards`, { method: 'POST', token, json });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['note']);
  });

  it('answers 403 to users without update on Class or who do not see the class', async () => {
    const newcomer = await signIn('newcomer');
    const body = { academicYearId: 'ay-2026', ebadgeId: 'eb-star-reader', studentIds: ['st-0001'] };
    expect((await call('/class-years/cy-primary-1-resilience/ebadge-awards', { method: 'POST', token: newcomer, json: body })).status).toBe(403);
    const teacher = await signIn('teacher');
    expect((await call('/class-years/cy-secondary-1-harmony/ebadge-awards', { token: teacher })).status).toBe(403);
  });
});
