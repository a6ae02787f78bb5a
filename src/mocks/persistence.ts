import { exportDemoData, loadDemoData, onDemoDataChange, resetDemoDatabase } from './db';
import { SEED_VERSION } from './seed';
import type { DemoData } from './types';

/** Versioned key: a browser holding state from an older seed starts afresh. */
export const DEMO_STORAGE_KEY = `school-portal.demo-backend.v${SEED_VERSION}`;
const STORAGE_PREFIX = 'school-portal.demo-backend.';

interface Stored {
  version: number;
  data: DemoData;
}

function isStored(value: unknown): value is Stored {
  return typeof value === 'object' && value !== null && (value as Stored).version === SEED_VERSION && typeof (value as Stored).data === 'object';
}

/** Restores the saved demo state, or reseeds when there is none or it is from another version. */
export function restoreDemoState(storage: Storage): void {
  try {
    const raw = storage.getItem(DEMO_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isStored(parsed)) {
      loadDemoData(parsed.data);
      return;
    }
  } catch {
    // Unreadable state (quota, manual edits): a fresh school is the only sensible fallback.
  }
  resetDemoDatabase();
}

export function saveDemoState(storage: Storage): void {
  try {
    const stored: Stored = { version: SEED_VERSION, data: exportDemoData() };
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Demo data could not be saved; changes will be lost on reload.', error);
  }
}

export function clearDemoState(storage: Storage): void {
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
  }
}

/**
 * Saves after every change (batched per task) and again when the page is hidden: the portal's
 * logout clears all of localStorage (spec §4), and the pagehide save puts the demo state back
 * before a reload.
 */
export function persistDemoState(storage: Storage, target: Window): () => void {
  let scheduled = false;
  const save = () => {
    scheduled = false;
    saveDemoState(storage);
  };
  const unsubscribe = onDemoDataChange(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(save, 0);
  });
  target.addEventListener('pagehide', save);
  return () => {
    unsubscribe();
    target.removeEventListener('pagehide', save);
  };
}
