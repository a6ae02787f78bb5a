import { db, isTableName, onDemoDataChange, restoreTableFrom } from './db';
import type { Entity } from './collection';
import type { TableName } from './schema';
import { SEED_VERSION } from './seed';

/**
 * The demo backend's state lives in IndexedDB, not localStorage: the school is several MB (near
 * localStorage's per-origin quota) and the portal's logout clears localStorage (spec §4), which must
 * not wipe the demo school. Only tables that changed are saved, one entry each, so a reload reads
 * just what its first request needs (the rest comes from the deterministic seed).
 */
const DATABASE_NAME = 'school-portal-demo-backend';
const STORE_NAME = 'state';
const META_KEY = 'meta';
const tableKey = (name: string): string => `table:${name}`;

/** Which seed the saved tables belong to and which tables are saved. */
interface Meta {
  version: number;
  tables: string[];
}

function isMeta(value: unknown): value is Meta {
  if (typeof value !== 'object' || value === null) return false;
  const { version, tables } = value as Partial<Meta>;
  return version === SEED_VERSION && Array.isArray(tables) && tables.every((name) => typeof name === 'string');
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

async function readTable(factory: IDBFactory, name: string): Promise<ReadonlyArray<Entity>> {
  const rows: unknown = await request((await store(factory, 'readonly')).get(tableKey(name)));
  if (!Array.isArray(rows)) throw new Error(`No saved rows for ${name}`);
  return rows.filter((row): row is Entity => typeof row === 'object' && row !== null && typeof (row as Entity).id === 'string');
}

/**
 * Reads which tables were saved (one small entry) and lets each be read on first use. State from
 * another seed version, or none, leaves the seed in place and forgets what was stored.
 */
export async function restoreDemoState(factory: IDBFactory): Promise<void> {
  try {
    const meta: unknown = await request((await store(factory, 'readonly')).get(META_KEY));
    if (!isMeta(meta)) {
      await clearDemoState(factory);
      return;
    }
    for (const name of meta.tables.filter(isTableName)) {
      savedNames.add(name);
      restoreTableFrom(name, () => readTable(factory, name));
    }
  } catch (error) {
    // Unreadable state (private mode, a broken store): a fresh school is the only sensible fallback.
    console.warn('Demo data could not be read; starting from a fresh school.', error);
  }
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
    const meta: Meta = { version: SEED_VERSION, tables: [...savedNames] };
    await request(target.put(meta, META_KEY));
  } catch (error) {
    console.warn('Demo data could not be saved; changes will be lost on reload.', error);
  }
}

/** Forgets every saved table, of this seed version and older ones. */
export async function clearDemoState(factory: IDBFactory): Promise<void> {
  savedNames.clear();
  dirty.clear();
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
