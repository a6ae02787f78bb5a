import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resumeSession } from '@/lib/session/session-status';
import { clearToasts } from '@/lib/toast-store';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a whole-app render
// through the router and the demo backend can take longer than a second, which is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: behave like a 1440 px wide desktop window for media queries.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no object URLs: tests that download give URL their own, which must not outlive them.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

// Registered after the demo backend's hooks, so it runs before them: the screens unmount, and stop
// asking, before the backend's handlers and data are reset.
// The files of one worker share the portal's modules and one jsdom (tests/shared-jsdom-environment.ts):
// what a test left in the page, the storage, the session's module state, a spy or a stubbed global must
// not reach the next one.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resumeSession();
  clearToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.assign(URL, objectUrls);
});
