import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoDatabase } from '@/mocks/db';
import { server } from '@/mocks/node';

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoDatabase();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
