import { exportDemoData, loadDemoData, onDemoDataChange, resetDemoDatabase } from './db';
import { SEED_VERSION } from './seed';
import type { DemoData } from './types';

/**
 * The demo backend's state lives in IndexedDB, not localStorage: the seeded school is several MB
 * (near localStorage's per-origin quota, where a failed save would silently lose every session),
 * and the portal's logout clears localStorage (spec §4), which must not wipe the demo school.
 */
const DATABASE_NAME = 'school-portal-demo-backend';
const STORE_NAME = 'state';
/** Versioned key: a browser holding state from an older seed starts afresh. */
const STATE_KEY = `seed-v${SEED_VERSION}`;

interface Stored {
  version: number;
  data: DemoData;
}

function isStored(value: unknown): value is Stored {
  return typeof value === 'object' && value !== null && (value as Stored).version === SEED_VERSION && typeof (value as Stored).data === 'object';
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

/** Restores the saved demo state, or reseeds when there is none or it is from another seed version. */
export async function restoreDemoState(factory: IDBFactory): Promise<void> {
  try {
    const saved: unknown = await request((await store(factory, 'readonly')).get(STATE_KEY));
    if (isStored(saved)) {
      loadDemoData(saved.data);
      return;
    }
  } catch (error) {
    // Unreadable state (private mode, a broken store): a fresh school is the only sensible fallback.
    console.warn('Demo data could not be read; starting from a fresh school.', error);
  }
  resetDemoDatabase();
}

export async function saveDemoState(factory: IDBFactory): Promise<void> {
  try {
    const stored: Stored = { version: SEED_VERSION, data: exportDemoData() };
    await request((await store(factory, 'readwrite')).put(stored, STATE_KEY));
  } catch (error) {
    console.warn('Demo data could not be saved; changes will be lost on reload.', error);
  }
}

/** Forgets every saved state, of this seed version and older ones. */
export async function clearDemoState(factory: IDBFactory): Promise<void> {
  await request((await store(factory, 'readwrite')).clear());
}

/** Saves after every change, batched per task (a bulk write notifies many times). */
export function persistDemoState(factory: IDBFactory): () => void {
  let scheduled = false;
  return onDemoDataChange(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void saveDemoState(factory);
    }, 0);
  });
}
