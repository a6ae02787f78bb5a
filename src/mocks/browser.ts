import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  type FromBackend,
  fromWireResponse,
  type ToBackend,
  toWireRequest,
  transferablesOf,
  type WireResponse,
} from './backend-protocol';
import { letFilesThrough } from './http/let-files-through';

/**
 * The page's half of the demo backend. The handlers, the database and the seed run on a thread of their own
 * (`backend.worker.ts`): evaluating them and building the seed took about half a second of the page's main
 * thread before its first request could be answered (issue 22). Here stays only what must be on the page:
 * MSW's service worker hands each request of the page to this client, which posts `/api/` requests to the
 * backend's thread and answers with its response.
 */
const backend = new Worker(new URL('./backend.worker.ts', import.meta.url), { type: 'module', name: 'demo-backend' });

let nextId = 1;
const pendingResponses = new Map<number, (response: WireResponse | null) => void>();
const pendingResets = new Map<number, () => void>();

backend.onmessage = (event: MessageEvent<FromBackend>) => {
  const message = event.data;
  if (message.type === 'response') {
    pendingResponses.get(message.id)?.(message.response);
    pendingResponses.delete(message.id);
  } else {
    pendingResets.get(message.id)?.();
    pendingResets.delete(message.id);
  }
};

function send(message: ToBackend, transfer: Transferable[] = []): void {
  backend.postMessage(message, transfer);
}

/** Every request MSW did not let through as a file: the backend's thread answers it, or nothing matches it. */
const forwardToBackend = http.all('*', async ({ request }) => {
  const wire = await toWireRequest(request);
  const id = nextId++;
  const answered = new Promise<WireResponse | null>((resolve) => pendingResponses.set(id, resolve));
  send({ type: 'request', id, request: wire }, transferablesOf(wire));
  const response = await answered;
  return response ? fromWireResponse(response) : undefined;
});

const worker = setupWorker(letFilesThrough, forwardToBackend);

/**
 * MSW refreshes a worker registered by an earlier visit with `registration.update()` and leaves the promise
 * unawaited. When the refresh fails (the page moved on while Chromium fetched the script: "Failed to update a
 * ServiceWorker … Not found"), the worker already running keeps serving, so the failure is no error of the
 * portal's, yet it surfaced as an uncaught one (seen in e2e/no-sideways-scroll.spec.ts's walk).
 */
function ignoreFailedWorkerRefresh(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (reason instanceof DOMException && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
}

/**
 * Starts the embedded demo backend: its thread restores the saved tables and builds the seed while MSW's
 * service worker starts intercepting. Requests that reach the thread before it is ready wait there.
 */
export async function startDemoBackend(options: { latencyMs: number }): Promise<void> {
  window.addEventListener('unhandledrejection', ignoreFailedWorkerRefresh);
  send({ type: 'start', latencyMs: options.latencyMs });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/**
 * Forgets every change made in the demo and reseeds the school, keeping live sessions so the user who asked
 * for the reset is still signed in after the reload.
 */
export function resetDemoData(): Promise<void> {
  const id = nextId++;
  const done = new Promise<void>((resolve) => pendingResets.set(id, resolve));
  send({ type: 'reset', id });
  return done;
}
