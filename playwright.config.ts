import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const CI = Boolean(process.env.CI);

// `npx playwright install` cannot download a browser on this project's machines, so the tests
// drive Debian's chromium (scripts/ensure-browser.mjs installs it).
const executablePath = findChromium() ?? '/usr/bin/chromium';

// Overridable so that two checkouts on one machine can run their suites side by side.
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4173);
const MOCK_SERVER_PORT = Number(process.env.E2E_MOCK_SERVER_PORT ?? 8787);
const REAL_HTTP_PORT = Number(process.env.E2E_REAL_HTTP_PORT ?? 4174);
// Inside node_modules so that git and ESLint ignore it without extra entries; it is rebuilt on every run.
const REAL_HTTP_OUT_DIR = 'node_modules/.cache/dist-real';

export default defineConfig({
  testDir: 'e2e',
  // Each demo-backend test runs in its own browser context, and the demo backend keeps its
  // state inside that context, so tests cannot see each other's changes.
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 2 : undefined,
  reporter: CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // First loads restore the demo school (several MB) from IndexedDB; on a loaded 2-core CI machine
  // that can take more than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${DEMO_PORT}`,
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-first-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
    },
    {
      name: 'demo',
      testIgnore: /real-backend\.spec\.ts$/,
      dependencies: ['setup'],
      // A hang guard, not a speed check (those are the benches'). axe's colour-contrast rule checks each of an
      // entry grid's 80 fields at about 3 s a page on a loaded machine: the gradebook journey, with two checks,
      // took 25.7 s of the default 30 on the clean-clone CI run and failed at 35 s under load 13.
      timeout: 60_000,
    },
    {
      // The production build a school deploys, talking to the standalone mock server over
      // real HTTP instead of a service worker. The server's data is shared, so run serially.
      name: 'real-http',
      testMatch: /real-backend\.spec\.ts$/,
      fullyParallel: false,
      // Its journeys sign two teachers in, in two browser contexts, against a server that starts cold with the
      // suite: the first one took 37 s on a loaded 2-core CI machine and 12 s on its retry, and once (2026-11-28,
      // two workers and the demo suite beside it) over 60 s.
      timeout: 90_000,
      use: { baseURL: `http://localhost:${REAL_HTTP_PORT}` },
    },
  ],
  webServer: [
    {
      name: 'demo',
      // `npm run e2e` builds dist-demo first; this only serves it.
      command: `npx vite preview --mode demo --outDir dist-demo --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      name: 'mock-server',
      command: 'npm run mock-server',
      port: MOCK_SERVER_PORT,
      env: { PORT: String(MOCK_SERVER_PORT), DEMO_LATENCY_MS: '0' },
      reuseExistingServer: !CI,
      // It loads the demo backend through Vite (scripts/app-modules.ts), slower on a busy machine.
      timeout: 120_000,
    },
    {
      name: 'real-http',
      // Built here rather than in package.json so that `playwright test` alone always serves a
      // production build pointed at the mock server. VITE_DEMO=false overrides a developer's .env.
      command:
        `npx vite build --logLevel warn --outDir ${REAL_HTTP_OUT_DIR} --emptyOutDir && ` +
        `npx vite preview --outDir ${REAL_HTTP_OUT_DIR} --port ${REAL_HTTP_PORT} --strictPort`,
      url: `http://localhost:${REAL_HTTP_PORT}`,
      env: { VITE_API_URL: `http://localhost:${MOCK_SERVER_PORT}/api`, VITE_DEMO: 'false' },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
  ],
});
