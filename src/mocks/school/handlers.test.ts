import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { handlers } from '../handlers';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
type Student = { id: string; fullName: string; classYearId?: string };

describe('list contract', () => {
  it('pages from 0 with pageSize 10 by default and counts before paging', async () => {
    const token = await signIn('principal');
    const first = await getJson<List<Student>>('/students', token);
    expect(first.body.data).toHaveLength(10);
    const second = await getJson<List<Student>>('/students?page=1&pageSize=10', token);
    expect(second.body.count).toBe(first.body.count);
    expect(second.body.data[0]!.id).not.toBe(first.body.data[0]!.id);
    const all = await getJson<List<Student>>('/students?pageSize=0', token);
    expect(all.body.data).toHaveLength(all.body.count);
  });

  it('sorts ascending and with "-" descending', async () => {
    const token = await signIn('principal');
    const asc = await getJson<List<{ name: string }>>('/subjects?sortBy=name&pageSize=0', token);
    const names = asc.body.data.map((subject) => subject.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const desc = await getJson<List<{ name: string }>>('/subjects?sortBy=-name&pageSize=0', token);
    expect(desc.body.data.map((subject) => subject.name)).toEqual([...names].reverse());
    expect((await call('/subjects?sortBy=colour', { token })).status).toBe(400);
  });

  it('searches case-insensitively by the search key and filters by equality', async () => {
    const token = await signIn('principal');
    const { body } = await getJson<List<Student>>('/students?fullName=TAN%20W&pageSize=0', token);
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.every((student) => student.fullName.toLowerCase().includes('tan w'))).toBe(true);
    const levels = await getJson<List<{ name: string }>>('/master-levels?search=secondary&pageSize=0', token);
    expect(levels.body.count).toBe(7);
    const inClass = await getJson<List<Student>>('/students?classYearId=cy-primary-4-courage&pageSize=0', token);
    expect(inClass.body.data.every((student) => student.classYearId === 'cy-primary-4-courage')).toBe(true);
    const academic = await getJson<List<{ type: string }>>('/master-programmes?type=NONACADEMIC', token);
    expect(academic.body.data.map((programme) => programme.type)).toEqual(['NONACADEMIC', 'NONACADEMIC']);
  });

  it('returns exactly the requested ids, and only the requested fields plus id and createdAt', async () => {
    const token = await signIn('principal');
    const { body } = await getJson<List<Record<string, unknown>>>(
      `/students?ids=st-0002,st-0001&fields=${encodeURIComponent('["fullName"]')}`,
      token,
    );
    expect(body.data.map((student) => student.id).sort()).toEqual(['st-0001', 'st-0002']);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['createdAt', 'fullName', 'id']);
    expect((await call('/students?fields=fullName', { token })).status).toBe(400);
  });

  it('embeds relations and counts students per class', async () => {
    const token = await signIn('principal');
    const { body } = await getJson<Record<string, unknown>>(
      `/class-years/cy-primary-4-courage?relations=${encodeURIComponent('["branch","masterLevel"]')}`,
      token,
    );
    expect(body).toMatchObject({ name: 'Primary 4 Courage', branch: { id: 'br-1' }, masterLevel: { id: 'ml-primary4', name: 'Primary 4' } });
    expect(body.studentsCount).toBeGreaterThan(20);
    expect((await call('/class-years/nope', { token })).status).toBe(404);
  });
  it('answers 400 naming the parameter to a relation, field or sort key the resource does not have, inherited names included', async () => {
    const token = await signIn('principal');
    for (const name of ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'teacher']) {
      const relations = encodeURIComponent(JSON.stringify([name]));
      for (const path of [`/class-years?pageSize=1&relations=${relations}`, `/class-years/cy-primary-4-courage?relations=${relations}`]) {
        const response = await call(path, { token });
        expect(response.status, `${path}`).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe(`relations: unknown relation "${name}".`);
      }
      const fields = await call(`/students?pageSize=1&fields=${encodeURIComponent(JSON.stringify([name]))}`, { token });
      expect(fields.status, `fields ${name}`).toBe(400);
      expect(((await fields.json()) as { message: string }).message).toBe(`fields: unknown field "${name}".`);
      expect((await call(`/students?pageSize=1&sortBy=${encodeURIComponent(name)}`, { token })).status, `sortBy ${name}`).toBe(400);
    }
  });
});

describe('subjects', () => {
  it('cannot be created through the portal API: subjects are school-wide reference data (issue 19, scope 5)', async () => {
    expect(handlers.some((handler) => handler.info.method === 'POST' && String(handler.info.path).endsWith('/api/subjects'))).toBe(false);
    const before = db.subjects.all().length;
    await call('/subjects', { method: 'POST', token: await signIn('teacher'), json: { name: 'Probe Subject' } }).catch(() => undefined);
    expect(db.subjects.all().length).toBe(before);
  });
});
