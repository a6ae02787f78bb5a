import {
  db,
  isTableName,
  onDemoDataChange,
  onSeedTablesBuilt,
  readOneSavedTable,
  restoreTableFrom,
  seedSavedInBrowser,
  type SeedTable,
} from './db';
import type { Entity } from './collection';
import type { TableName } from './schema';
import { SEED_VERSION } from './seed';

/**
 * The demo backend's state lives in IndexedDB, not localStorage: the school is several MB (near
 * localStorage's per-origin quota) and the portal's logout clears localStorage (spec §4), which must
 * not wipe the demo school. Tables that changed are saved, one entry each, so a reload reads just what
 * its requests need. The first load also saves, in idle time, a copy of the seed's tables as it built
 * them: later loads (a reload, a bookmark in a fresh tab) read their tables from it instead of building
 * the seed, about 200 ms of main thread before the first answer.
 */
const DATABASE_NAME = 'school-portal-demo-backend';
const STORE_NAME = 'state';
const META_KEY = 'meta';
const tableKey = (name: string): string => `table:${name}`;
const seedCopyKey = (name: string): string => `seed:${name}`;

/**
 * The build a copy of the seed belongs to (a hash of the portal's source, vite.config.ts): a build whose seed code
 * changed builds and copies its own. Empty on the dev server, whose seed changes as it is edited: no copy is kept.
 */
const THIS_BUILD = __DEMO_SEED_BUILD__;

/** Which seed the saved tables belong to, which tables are saved and which the seed's copy holds. */
interface Meta {
  version: number;
  tables: string[];
  seedCopy?: SeedCopy;
}

interface SeedCopy {
  build: string;
  tables: string[];
}

const isNames = (value: unknown): value is string[] => Array.isArray(value) && value.every((name) => typeof name === 'string');

function isSeedCopy(value: unknown): value is SeedCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { build, tables } = value as Partial<SeedCopy>;
  return typeof build === 'string' && isNames(tables);
}

function isMeta(value: unknown): value is Meta {
  if (typeof value !== 'object' || value === null) return false;
  const { version, tables, seedCopy } = value as Partial<Meta>;
  return version === SEED_VERSION && isNames(tables) && (seedCopy === undefined || isSeedCopy(seedCopy));
}

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;
function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const opening = factory.open(DATABASE_NAME, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE_NAME);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  return opened;
}

async function store(factory: IDBFactory, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const database = await openDatabase(factory);
  return database.transaction(STORE_NAME, mode).objectStore(STORE_NAME);
}

/** Tables saved in IndexedDB, as the meta entry lists them. */
const savedNames = new Set<string>();
const dirty = new Set<TableName>();
/** The copy of the seed the meta entry lists, when it is this build's. */
let seedCopy: SeedCopy | undefined;

const currentMeta = (): Meta => ({ version: SEED_VERSION, tables: [...savedNames], ...(seedCopy && { seedCopy }) });

async function readTable(factory: IDBFactory, key: string): Promise<ReadonlyArray<Entity>> {
  const rows: unknown = await request((await store(factory, 'readonly')).get(key));
  if (!Array.isArray(rows)) throw new Error(`No saved rows under ${key}`);
  return rows.filter((row): row is Entity => typeof row === 'object' && row !== null && typeof (row as Entity).id === 'string');
}

/**
 * Reads which tables were saved (one small entry) and lets each be read on first use: a changed table from its
 * own entry, any other from the seed's copy when this build made it. State from another seed version, or none,
 * leaves the seed in place and forgets what was stored.
 */
export async function restoreDemoState(factory: IDBFactory, seedBuild = THIS_BUILD): Promise<void> {
  try {
    const meta: unknown = await request((await store(factory, 'readonly')).get(META_KEY));
    if (!isMeta(meta)) {
      await clearDemoState(factory);
      return;
    }
    for (const name of meta.tables.filter(isTableName)) {
      savedNames.add(name);
      restoreTableFrom(name, () => readTable(factory, tableKey(name)));
    }
    if (seedBuild === '' || meta.seedCopy?.build !== seedBuild) return;
    seedCopy = meta.seedCopy;
    for (const name of seedCopy.tables.filter(isTableName)) {
      if (!savedNames.has(name)) restoreTableFrom(name, () => readTable(factory, seedCopyKey(name)));
    }
    seedSavedInBrowser();
  } catch (error) {
    // Unreadable state (private mode, a broken store): a fresh school is the only sensible fallback.
    console.warn('Demo data could not be read; starting from a fresh school.', error);
  }
}

/** Runs `work` when the page is idle, or after a second at the latest. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}

/**
 * Reads the saved tables no request has needed yet, one per idle period, so that the first write (which waits
 * for every saved table, db.ts) finds them in memory instead of reading them all at once.
 */
export function readSavedTablesWhenIdle(): void {
  whenIdle(() => void readOneSavedTable()?.then(readSavedTablesWhenIdle));
}

/** Bumped when the state is cleared, so that a copy of the seed under way stops. */
let copyRun = 0;
/** Tables of the seed waiting to be copied, and whether a copy is under way. */
const copyQueue: SeedTable[] = [];
let copying = false;

/**
 * Saves a copy of the seed's tables as it built them — those built with the seed, then each one a step builds on
 * first read, once it has been — one table per idle period (the largest takes a few ms to store), then lists
 * them in the meta entry's copy: a load reads a listed table from the copy and builds the seed for any other.
 */
function copySeedTablesWhenIdle(factory: IDBFactory, seedBuild: string, tables: ReadonlyArray<SeedTable>): void {
  if (seedBuild === '') return;
  const listed = new Set(seedCopy?.build === seedBuild ? seedCopy.tables : []);
  for (const table of tables) if (!listed.has(table[0]) && !copyQueue.some(([name]) => name === table[0])) copyQueue.push(table);
  if (copying || copyQueue.length === 0) return;
  copying = true;
  const run = copyRun;
  const copied: string[] = [];
  const copyNext = () =>
    whenIdle(() => {
      if (run !== copyRun) return;
      const next = copyQueue.shift();
      void (async () => {
        try {
          const target = await store(factory, 'readwrite');
          if (next) {
            await request(target.put(next[1], seedCopyKey(next[0])));
            copied.push(next[0]);
            copyNext();
            return;
          }
          if (run !== copyRun) return;
          const earlier = seedCopy?.build === seedBuild ? seedCopy.tables : [];
          seedCopy = { build: seedBuild, tables: [...earlier, ...copied] };
          copying = false;
          await request(target.put(currentMeta(), META_KEY));
        } catch (error) {
          // Without the copy the next load builds the seed again, as before: slower, not wrong.
          if (run === copyRun) copying = false;
          console.warn('A copy of the demo school could not be saved.', error);
        }
      })();
    });
  copyNext();
}

/** Saves a copy of the seed's tables as this page builds them (see copySeedTablesWhenIdle). */
export function copySeedOnceBuilt(factory: IDBFactory, seedBuild = THIS_BUILD): () => void {
  return onSeedTablesBuilt((tables) => copySeedTablesWhenIdle(factory, seedBuild, tables));
}

/** Writes every table changed since the last save, and the list of saved tables, in one transaction. */
export async function saveDemoState(factory: IDBFactory): Promise<void> {
  if (dirty.size === 0) return;
  const names = [...dirty];
  dirty.clear();
  try {
    const target = await store(factory, 'readwrite');
    for (const name of names) {
      target.put(db[name].all(), tableKey(name));
      savedNames.add(name);
    }
    await request(target.put(currentMeta(), META_KEY));
  } catch (error) {
    console.warn('Demo data could not be saved; changes will be lost on reload.', error);
  }
}

/** Forgets every saved table, of this seed version and older ones. */
export async function clearDemoState(factory: IDBFactory): Promise<void> {
  savedNames.clear();
  dirty.clear();
  seedCopy = undefined;
  copyRun += 1;
  copyQueue.length = 0;
  copying = false;
  await request((await store(factory, 'readwrite')).clear());
}

/** Saves the changed tables after every change, batched per task (a bulk write notifies many times). */
export function persistDemoState(factory: IDBFactory): () => void {
  let scheduled = false;
  return onDemoDataChange((name) => {
    dirty.add(name);
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void saveDemoState(factory);
    }, 0);
  });
}
