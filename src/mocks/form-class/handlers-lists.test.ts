import { afterEach, describe, expect, it } from 'vitest';
import { REMARK_BANK_MAX_ITEMS } from '../../domain/form-class/limits';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

type Completion = Record<'remark' | 'heightAndWeight' | 'streamingAndPromotion' | 'conduct', { complete: number; total: number }>;
interface ClassList {
  data: Array<{ id: string; name: string; academicYear: { year: string }; studentsCount: number; term: number; completion: Completion }>;
  count: number;
  term: number;
}
interface CompletionSheet {
  term: number;
  completion: Completion;
  data: Array<{ studentId: string; missing: string[] }>;
}

afterEach(() => setDemoNow(null));

describe('GET /form-class/classes', () => {
  it('lists only the caller’s homeroom classes, for the current term by default', async () => {
    setDemoNow('2026-11-21T03:00:00.000Z');
    const { status, body } = await getJson<ClassList>('/form-class/classes', await signIn('homeroom'));
    expect(status).toBe(200);
    expect(body.term).toBe(2);
    expect(body.data.map((row) => [row.name, row.academicYear.year, row.term])).toEqual([['Primary 5 Courage', '2026/2027', 2]]);
    const principal = await getJson<ClassList>('/form-class/classes?term=1', await signIn('principal'));
    expect(principal.body.data.map((row) => row.name)).toEqual(['Primary 4 Courage']);
  });

  it('counts every state of completion in the seeded current term, and a nearly complete past term', async () => {
    const token = await signIn('homeroom');
    const current = (await getJson<ClassList>('/form-class/classes?term=2', token)).body.data[0]!;
    const past = (await getJson<ClassList>('/form-class/classes?term=1', token)).body.data[0]!;
    for (const kind of ['remark', 'heightAndWeight', 'streamingAndPromotion', 'conduct'] as const) {
      expect(current.completion[kind].total).toBe(current.studentsCount);
      expect(current.completion[kind].complete).toBeLessThan(current.studentsCount);
      expect(current.completion[kind].complete).toBeGreaterThan(0);
    }
    expect(past.completion.heightAndWeight.complete).toBe(past.studentsCount);
    expect(past.completion.remark.complete).toBeLessThan(past.studentsCount);
    expect(past.completion.remark.complete).toBeGreaterThan(past.studentsCount - 4);
  });

  it('answers 403 without a form-class permission and 400 for a bad term', async () => {
    expect((await call('/form-class/classes', { token: await signIn('teacher') })).status).toBe(403);
    expect((await call('/form-class/classes?term=0', { token: await signIn('homeroom') })).status).toBe(400);
  });
});

describe('GET /class-years/:id/form-class-completion', () => {
  it('names each student’s missing records: some complete, some missing one kind, some missing all', async () => {
    const { body } = await getJson<CompletionSheet>('/class-years/cy-primary-5-courage/form-class-completion?academicYearId=ay-2026&term=2', await signIn('homeroom'));
    const counts = body.data.map((row) => row.missing.length);
    expect(counts).toContain(0);
    expect(counts).toContain(1);
    expect(counts).toContain(4);
    expect(body.completion.remark.complete).toBe(body.data.filter((row) => !row.missing.includes('remark')).length);
  });

  it('is the homeroom teacher’s alone', async () => {
    const path = '/class-years/cy-primary-5-courage/form-class-completion?academicYearId=ay-2026&term=2';
    const refused = await call(path, { token: await signIn('principal') });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only the form teacher of this class can see or change its form-class records.' });
  });
});

describe('the remark bank', () => {
  it('keeps each teacher’s templates, newest first, and removes only the caller’s', async () => {
    const token = await signIn('homeroom');
    const before = await getJson<{ data: Array<{ id: string; text: string }>; count: number }>('/remark-bank', token);
    expect(before.body.count).toBe(5);
    const added = await call('/remark-bank', { method: 'POST', token, json: { text: ' {firstName} reads every day. ' } });
    expect(added.status).toBe(201);
    const item = (await added.json()) as { id: string; text: string };
    expect(item.text).toBe('{firstName} reads every day.');
    expect((await getJson<{ data: Array<{ id: string }> }>('/remark-bank', token)).body.data[0]!.id).toBe(item.id);
    const principalsOwn = db.remarkBank.find((row) => row.ownerId === 'u-principal')!;
    expect((await call(`/remark-bank/${principalsOwn.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await call(`/remark-bank/${item.id}`, { method: 'DELETE', token })).status).toBe(204);
  });

  it('refuses an empty template and a full bank with 422 naming text', async () => {
    const token = await signIn('homeroom');
    const empty = await call('/remark-bank', { method: 'POST', token, json: { text: '  ' } });
    expect(await empty.json()).toEqual({ message: 'Write the remark to keep.', errors: { text: 'Write the remark to keep.' } });
    for (let index = 0; index < REMARK_BANK_MAX_ITEMS; index += 1) {
      db.remarkBank.insert({ id: `rb-fill-${index}`, createdAt: '2026-01-01T00:00:00.000Z', ownerId: 'u-homeroom', text: 'x' });
    }
    const full = await call('/remark-bank', { method: 'POST', token, json: { text: 'One more.' } });
    expect(full.status).toBe(422);
    expect(await full.json()).toMatchObject({ errors: { text: `The remark bank holds at most ${REMARK_BANK_MAX_ITEMS} remarks. Remove one first.` } });
  });

  it('is refused without the Remark permission', async () => {
    expect((await call('/remark-bank', { token: await signIn('teacher') })).status).toBe(403);
  });
});

describe('form-class saves over the size limit', () => {
  it('answer 413 before reading the body', async () => {
    const token = await signIn('homeroom');
    const response = await call('/class-years/cy-primary-5-courage/remarks', {
      method: 'PUT',
      token,
      json: { academicYearId: 'ay-2026', term: 2, entries: [{ studentId: 'x', text: 'x'.repeat(1024 * 1024), version: 0 }] },
    });
    expect(response.status).toBe(413);
  });
});
