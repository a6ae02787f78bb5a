import { describe, expect, it } from 'vitest';
import { db, resetDemoDatabase, restoreTableFrom } from './db';
import { getJson, signIn } from './test-client';

const LATIN = { id: 'sub-latin', createdAt: '2026-06-01T00:00:00.000Z', name: 'Latin', code: 'LAT' };
const later = <T>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), 30));

describe('tables restored on first use', () => {
  it('answers a read from the saved copy, waiting for it to be read', async () => {
    const token = await signIn('principal');
    let reads = 0;
    restoreTableFrom('subjects', () => {
      reads += 1;
      return later([LATIN]);
    });
    expect(reads).toBe(0);
    const { status, body } = await getJson<{ data: Array<{ name: string }> }>('/subjects?pageSize=0', token);
    expect(status).toBe(200);
    expect(body.data.map((subject) => subject.name)).toEqual(['Latin']);
    expect(reads).toBe(1);
  });

  it('reads nothing before a request needs the table', async () => {
    const token = await signIn('principal');
    let reads = 0;
    restoreTableFrom('ebadgeAwards', () => {
      reads += 1;
      return later([]);
    });
    await getJson('/subjects', token);
    expect(reads).toBe(0);
  });

  it('drops a read still under way when the school is reset', async () => {
    restoreTableFrom('subjects', () => later([LATIN]));
    expect(() => db.subjects.all()).toThrow(/still being restored/);
    resetDemoDatabase();
    await later(null);
    expect(db.subjects.get(LATIN.id)).toBeUndefined();
    expect(db.subjects.size).toBeGreaterThan(1);
  });
});
