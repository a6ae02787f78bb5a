/**
 * What every API request waits for before it leaves: nothing in a build for a real backend; in a demo build, the
 * embedded backend's start (its service worker must control the page, or a request would reach the static server).
 * The portal renders meanwhile: the shell, the screen's code and its first queries are ready when the backend is.
 */
let ready: Promise<void> = Promise.resolve();

/** Holds every API request until `started` settles; a backend that fails to start fails each request with its error. */
export function holdApiRequestsUntil(started: Promise<void>): void {
  ready = started;
  // Each request reports the failure; the promise itself must not also surface as an unhandled rejection.
  started.catch(() => undefined);
}

/** Resolves when API requests may leave. */
export function whenApiReady(): Promise<void> {
  return ready;
}
