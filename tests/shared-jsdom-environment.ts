import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * jsdom, created once per worker and kept for every test file that worker runs (with `isolate: false`).
 * The portal's modules are evaluated once per worker too, and some hold on to the `window` they were
 * evaluated in (storage listeners, the HTML sanitizer): a fresh jsdom per file would leave them talking to
 * an old one. Each test cleans up what it changed instead (tests/setup-dom.ts).
 */
const SHARED = Symbol.for('school-portal.shared-jsdom');

const sharedJsdom: Environment = {
  name: 'shared-jsdom',
  viteEnvironment: 'client',
  async setup(global: Record<symbol, unknown>, options: Record<string, unknown>) {
    if (!global[SHARED]) {
      global[SHARED] = true;
      await builtinEnvironments.jsdom.setup(global, options);
    }
    return { teardown: () => undefined };
  },
};

export default sharedJsdom;
