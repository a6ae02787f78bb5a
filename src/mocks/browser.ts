import { setupWorker } from 'msw/browser';
import { db, resetDemoDatabase } from './db';
import { handlers } from './handlers';
import { setDemoLatency } from './latency';
import { clearDemoState, persistDemoState, restoreDemoState } from './persistence';

const worker = setupWorker(...handlers);
let stopPersisting: (() => void) | null = null;

/** Starts the embedded demo backend: restores saved demo state, then intercepts `/api` calls. */
export async function startDemoBackend(options: { latencyMs: number }): Promise<void> {
  setDemoLatency(options.latencyMs);
  restoreDemoState(window.localStorage);
  stopPersisting?.();
  stopPersisting = persistDemoState(window.localStorage, window);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/**
 * Forgets every change made in the demo and reseeds the school. Live sessions are kept, so the
 * user who asked for the reset is still signed in after the reload.
 */
export function resetDemoData(): void {
  const sessions = db.sessions.all();
  clearDemoState(window.localStorage);
  resetDemoDatabase();
  sessions.filter((session) => db.users.get(session.userId)).forEach((session) => db.sessions.insert(session));
}
