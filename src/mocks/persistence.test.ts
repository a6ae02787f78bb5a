import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Database from './db';
import type * as Persistence from './persistence';

/**
 * The browser's demo backend keeps the school in IndexedDB (fake-indexeddb here). Each "page" is a fresh copy of
 * the backend's modules over the same database, as a reload or a new tab is.
 */
interface Page {
  db: typeof Database;
  persistence: typeof Persistence;
  seedBuilds: number;
}

async function openPage(factory: IDBFactory, seedBuild: string): Promise<Page> {
  vi.resetModules();
  const db = await import('./db');
  const persistence = await import('./persistence');
  const page: Page = { db, persistence, seedBuilds: 0 };
  // The seed's build hands over every table built with it (users among them); a table built on first read comes alone.
  db.onSeedTablesBuilt((tables) => {
    if (tables.some(([name]) => name === 'users')) page.seedBuilds += 1;
  });
  await persistence.restoreDemoState(factory, seedBuild);
  persistence.persistDemoState(factory);
  persistence.copySeedOnceBuilt(factory, seedBuild);
  return page;
}

/** A table's rows once its saved copy (if any) has been read, as a request that waits for it sees them. */
async function usersOf(page: Page) {
  await page.db.whenRestored();
  return page.db.db.users.all();
}

/** What the database holds under its meta entry: which tables are saved and which the seed's copy holds. */
function savedMeta(factory: IDBFactory): Promise<{ tables: string[]; seedCopy?: { build: string; tables: string[] } } | undefined> {
  return new Promise((resolve, reject) => {
    const opening = factory.open('school-portal-demo-backend', 1);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const reading = opening.result.transaction('state', 'readonly').objectStore('state').get('meta');
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => reject(reading.error);
      opening.result.close();
    };
  });
}

async function firstVisit(factory: IDBFactory, seedBuild = 'build-1'): Promise<Page> {
  const page = await openPage(factory, seedBuild);
  page.db.prepareSeed();
  await vi.waitFor(async () => expect((await savedMeta(factory))?.seedCopy?.build).toBe(seedBuild), { timeout: 10_000 });
  return page;
}

describe('the copy of the seed a first visit saves', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('lets a later load read its tables instead of building the seed', async () => {
    const factory = new IDBFactory();
    const first = await firstVisit(factory);
    const seededUsers = first.db.db.users.all();
    expect((await savedMeta(factory))?.seedCopy?.tables).toEqual(expect.arrayContaining(['users', 'students', 'studentTermRecords']));

    const later = await openPage(factory, 'build-1');
    expect(later.db.seedWorthBuildingAhead()).toBe(false);
    expect(await usersOf(later)).toEqual(seededUsers);
    expect(later.seedBuilds).toBe(0);
  });

  it('holds no table a step builds on first read before one has been read', async () => {
    const factory = new IDBFactory();
    await firstVisit(factory);
    const copied = (await savedMeta(factory))?.seedCopy?.tables ?? [];
    expect(copied).not.toContain('submissions');
    expect(copied).not.toContain('sharedFileContents');
  });

  it('takes in a table a step builds on first read once it has been, so a later load need not build the seed for it', async () => {
    const factory = new IDBFactory();
    const first = await firstVisit(factory);
    const submissions = first.db.db.submissions.all();
    expect(submissions.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await savedMeta(factory))?.seedCopy?.tables).toContain('submissions'), { timeout: 10_000 });
    expect((await savedMeta(factory))?.seedCopy?.tables).toContain('users');

    const later = await openPage(factory, 'build-1');
    await later.db.whenRestored();
    expect(later.db.db.submissions.all()).toEqual(submissions);
    expect(later.seedBuilds).toBe(0);
  });

  it('gives a changed table precedence over the copy', async () => {
    const factory = new IDBFactory();
    const first = await firstVisit(factory);
    const [student] = first.db.db.students.all();
    if (!student) throw new Error('The seed has no students');
    first.db.db.students.update(student.id, { fullName: 'Renamed in the first visit' });
    await vi.waitFor(async () => expect((await savedMeta(factory))?.tables).toContain('students'));

    const later = await openPage(factory, 'build-1');
    await later.db.whenRestored();
    expect(later.db.db.students.get(student.id)?.fullName).toBe('Renamed in the first visit');
    expect(later.seedBuilds).toBe(0);
  });

  it('is not read by another build, which builds the seed and copies its own', async () => {
    const factory = new IDBFactory();
    const first = await firstVisit(factory, 'build-1');
    const seededUsers = first.db.db.users.all();

    const other = await openPage(factory, 'build-2');
    expect(other.db.seedWorthBuildingAhead()).toBe(true);
    expect(await usersOf(other)).toEqual(seededUsers);
    expect(other.seedBuilds).toBe(1);
    await vi.waitFor(async () => expect((await savedMeta(factory))?.seedCopy?.build).toBe('build-2'), { timeout: 10_000 });
  });

  it('is not kept by the dev server, whose seed changes as it is edited', async () => {
    const factory = new IDBFactory();
    const page = await openPage(factory, '');
    page.db.prepareSeed();
    page.db.db.students.update(page.db.db.students.all()[0]?.id ?? '', { fullName: 'Saved as changed' });
    await vi.waitFor(async () => expect((await savedMeta(factory))?.tables).toContain('students'));
    expect((await savedMeta(factory))?.seedCopy).toBeUndefined();
  });

  it('is forgotten with the rest of the demo data', async () => {
    const factory = new IDBFactory();
    const first = await firstVisit(factory);
    await first.persistence.clearDemoState(factory);
    first.db.resetDemoDatabase();
    expect(await savedMeta(factory)).toBeUndefined();

    const later = await openPage(factory, 'build-1');
    expect(later.db.seedWorthBuildingAhead()).toBe(true);
  });
});
