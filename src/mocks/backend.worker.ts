// First: msw's cookie store needs `localStorage` when it loads.
import './worker-local-storage';
import { getResponse } from 'msw';
import {
  type FromBackend,
  fromWireRequest,
  type ToBackend,
  toWireResponse,
  transferablesOf,
} from './backend-protocol';
import { db, prepareSeed, resetDemoDatabase, whenRestored } from './db';
import { handlers } from './handlers';
import { errorResponse } from './http/errors';
import { setDemoLatency } from './latency';
import { clearDemoState, persistDemoState, restoreDemoState, saveDemoState } from './persistence';

/**
 * The demo backend's own thread (issue 22): its code, its seed and its handlers run here, on another core than
 * the portal's screens, as a school's server would. The page's service worker (MSW) hands each `/api/` request
 * to `browser.ts`, which posts it here and answers with what the handlers return.
 */
let started: Promise<void> | null = null;

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: FromBackend, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

/** Learns which tables were saved (their rows are read when a request first needs them), then builds the seed. */
async function start(latencyMs: number): Promise<void> {
  setDemoLatency(latencyMs);
  await restoreDemoState(scope.indexedDB);
  persistDemoState(scope.indexedDB);
  prepareSeed();
}

/**
 * Forgets every change made in the demo and reseeds the school. Live sessions are kept, so the user who asked
 * for the reset is still signed in after the reload.
 */
async function reset(): Promise<void> {
  await whenRestored();
  const sessions = db.sessions.all();
  await clearDemoState(scope.indexedDB);
  resetDemoDatabase();
  sessions.filter((session) => db.users.get(session.userId)).forEach((session) => db.sessions.insert(session));
  // Saved before the page reloads, which would end this thread and the batched save with it.
  await saveDemoState(scope.indexedDB);
}

/** The handlers' answer, or none when no handler matches (the page then lets the request through). */
async function respond(message: Extract<ToBackend, { type: 'request' }>): Promise<Response | undefined> {
  try {
    await started;
    return await getResponse(handlers, fromWireRequest(message.request));
  } catch (error) {
    // The route wrapper already turns a handler's fault into a 500; this is a fault around it (a broken start).
    console.error('Demo backend fault', error);
    return errorResponse(500, 'Something went wrong on the server. Please try again.');
  }
}

async function answer(message: Extract<ToBackend, { type: 'request' }>): Promise<void> {
  const response = await respond(message);
  const wire = response ? await toWireResponse(response) : null;
  post({ type: 'response', id: message.id, response: wire }, transferablesOf(wire));
}

scope.onmessage = (event: MessageEvent<ToBackend>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      started ??= start(message.latencyMs);
      return;
    case 'request':
      void answer(message);
      return;
    case 'reset':
      void reset().then(() => post({ type: 'reset-done', id: message.id }));
      return;
  }
};
