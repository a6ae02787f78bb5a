import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// Registered after the demo backend's hooks, so it runs before them: the screens unmount, and stop
// asking, before the backend's handlers and data are reset.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
