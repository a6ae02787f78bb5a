// First: no stack traces while the handlers are declared (see the module).
import { restoreStackTraces } from './http/without-stack-traces';
import { setupWorker } from 'msw/browser';
import { db, resetDemoDatabase, whenRestored } from './db';
import { handlers } from './handlers';
import { letFilesThrough } from './http/let-files-through';
import { setDemoLatency } from './latency';
import {
  clearDemoState,
  copySeedOnceBuilt,
  persistDemoState,
  readSavedTablesWhenIdle,
  restoreDemoState,
  saveDemoState,
} from './persistence';

const worker = setupWorker(letFilesThrough, ...handlers);
restoreStackTraces();
let stopPersisting: (() => void) | null = null;
let stopCopyingSeed: (() => void) | null = null;
let stopRestarting: (() => void) | null = null;
/**
 * Saved tables no request asked for are read ahead once the page has had time to load (a write waits for every
 * saved table, db.ts): not earlier, where each table read would compete with the portal's first screen.
 */
const READ_AHEAD_AFTER_MS = 3000;

/**
 * MSW refreshes a worker registered by an earlier visit with `registration.update()` and leaves the promise
 * unawaited. When the refresh fails (the page moved on while Chromium fetched the script: "Failed to update a
 * ServiceWorker … Not found"), the worker already running keeps serving, so the failure is no error of the
 * portal's, yet it surfaced as an uncaught one (seen in e2e/no-sideways-scroll.spec.ts's walk). Chromium rejects with a
 * TypeError when the script or the registration is not found and with a DOMException otherwise: both are let go.
 */
function ignoreFailedWorkerRefresh(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if ((reason instanceof DOMException || reason instanceof TypeError) && reason.message.startsWith('Failed to update a ServiceWorker'))
    event.preventDefault();
}

async function startWorker(): Promise<void> {
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/**
 * MSW lets go of the page on `beforeunload`: it tells its service worker the page is closing, and the worker then
 * passes the page's requests to the network (and unregisters itself when no page is left). When a listener asked the
 * browser to confirm leaving (unsaved marks) and the teacher chose to stay, the demo backend would be gone until a
 * reload and the next Save would reach the static server. So once the prompt is answered and the page is still here,
 * MSW starts again; `onRestart` holds the portal's requests meanwhile. A page that leaves after all is gone before it
 * matters.
 */
function restartIfThePageStays(event: BeforeUnloadEvent, onRestart: (restarted: Promise<void>) => void): void {
  setTimeout(() => {
    if (!event.defaultPrevented) return;
    worker.stop();
    onRestart(startWorker());
  });
}

/**
 * Starts the embedded demo backend: learns which tables were saved (their rows are read when a request
 * first needs them, or ahead in idle time), then intercepts `/api` calls.
 */
export async function startDemoBackend(options: { latencyMs: number; onRestart: (restarted: Promise<void>) => void }): Promise<void> {
  setDemoLatency(options.latencyMs);
  window.addEventListener('unhandledrejection', ignoreFailedWorkerRefresh);
  // Both before the portal's first request, side by side: neither needs the other.
  await Promise.all([restoreDemoState(window.indexedDB), startWorker()]);
  stopRestarting?.();
  const onBeforeUnload = (event: BeforeUnloadEvent) => restartIfThePageStays(event, options.onRestart);
  window.addEventListener('beforeunload', onBeforeUnload);
  stopRestarting = () => window.removeEventListener('beforeunload', onBeforeUnload);
  stopPersisting?.();
  stopPersisting = persistDemoState(window.indexedDB);
  stopCopyingSeed?.();
  stopCopyingSeed = copySeedOnceBuilt(window.indexedDB);
  setTimeout(readSavedTablesWhenIdle, READ_AHEAD_AFTER_MS);
}

/**
 * Forgets every change made in the demo and reseeds the school. Live sessions are kept, so the
 * user who asked for the reset is still signed in after the reload.
 */
export async function resetDemoData(): Promise<void> {
  await whenRestored();
  const sessions = db.sessions.all();
  await clearDemoState(window.indexedDB);
  resetDemoDatabase();
  sessions.filter((session) => db.users.get(session.userId)).forEach((session) => db.sessions.insert(session));
  // Saved before the caller reloads the page, which would otherwise cut the batched save short.
  await saveDemoState(window.indexedDB);
}
