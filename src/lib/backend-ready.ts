/**
 * What a request waits for before it leaves. In demo builds that is the embedded backend's start (its code, the
 * saved tables it learns of and MSW's service worker), so the portal can render its shell and ask for its data
 * while the backend starts instead of after it; with a school's backend there is nothing to wait for.
 */
let ready: Promise<void> = Promise.resolve();
let started = true;
let leaving = false;

/**
 * Makes every later request wait for `start`; a request after a failed start fails with that start's error.
 *
 * A request held while the page is left is never sent: MSW lets go of the page on `beforeunload`, so a request the
 * backend's start released after that would reach the server that serves the portal's files instead (404s seen
 * when an e2e journey left a page that was still starting).
 */
export function holdRequestsUntil(start: Promise<void>): void {
  started = false;
  leaving = false;
  ready = start.finally(() => {
    started = true;
  });
  window.addEventListener('beforeunload', () => (leaving = true), { once: true });
}

export async function backendReady(): Promise<void> {
  if (started) return ready;
  await ready;
  if (leaving) await new Promise<never>(() => undefined);
}
