// Helpers shared by the benches in this folder: building, serving, the mock server and the browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createServer, connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { mainThreadTasks } from './trace-tasks.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The two builds every bench compares: what `build:demo` and `build` produce. */
export const BUILDS = {
  demo: {
    label: 'demo build (embedded MSW backend)',
    outDir: 'dist-demo',
    mode: 'demo',
    buildArgs: ['build', '--mode', 'demo', '--outDir', 'dist-demo'],
    env: {},
    needsMockServer: false,
  },
  production: {
    label: 'production build (real backend)',
    outDir: 'dist',
    mode: 'production',
    buildArgs: ['build', '--outDir', 'dist'],
    // Same-origin /api, proxied by the preview server to the mock server, so signing in works
    // without the bench depending on a fixed port. VITE_DEMO=false overrides a developer's .env.
    env: { VITE_API_URL: '', VITE_DEMO: 'false' },
    needsMockServer: true,
  },
};

export const DEMO_PASSWORD = 'Demo@2026';

const viteBin = join(root, 'node_modules', '.bin', 'vite');

export function buildApp(build) {
  const started = Date.now();
  const result = spawnSync(viteBin, [...build.buildArgs, '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...build.env },
  });
  if (result.status !== 0) throw new Error(`vite ${build.buildArgs.join(' ')} failed (exit ${result.status}).`);
  return Date.now() - started;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts `npm run mock-server` on a free port. Resolves to { port, stop } or rejects with the
 * server's output when it does not listen within the timeout.
 */
export async function startMockServer(timeoutMs = 30_000) {
  if (!existsSync(join(root, 'scripts', 'mock-server.ts'))) throw new Error('scripts/mock-server.ts does not exist yet');
  const port = await freePort();
  // detached: the server runs under npm and tsx, so the whole process group must be stopped.
  const child = spawn('npm', ['run', '--silent', 'mock-server'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DEMO_LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await portOpen(port)) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`mock server did not listen on :${port}\n${output.trim().split('\n').slice(-10).join('\n')}`);
}

/** Serves a built outDir with Vite's preview server; `apiTarget` proxies /api there. */
export async function serve(build, apiTarget) {
  const port = await freePort();
  const server = await preview({
    root,
    mode: build.mode,
    logLevel: 'warn',
    build: { outDir: build.outDir },
    preview: {
      port,
      strictPort: true,
      open: false,
      proxy: apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined,
    },
  });
  return { baseURL: `http://localhost:${port}`, close: () => server.close() };
}

/** Debian's chromium, launched like the e2e tests (see playwright.config.ts for why these flags). */
export function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found; run `node scripts/ensure-browser.mjs` first.');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** The demo build, built and served, and Chromium: what a bench of the demo opens first; `close` ends both. */
export async function openDemo(benchName) {
  const build = BUILDS.demo;
  console.info(`\n${benchName}: building ${build.label} into ${build.outDir}…`);
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  return { baseURL: server.baseURL, browser, close: async () => (await browser.close(), await server.close()) };
}

/** Signs in through the login page, like e2e/fixtures.ts loginAs. */
export async function signIn(page, username, password) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  // First column left-aligned (a name), the rest right-aligned (numbers).
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

// What a top-level task of a thread is called in Chromium traces, older and newer.
export { mainThreadTasks };

/** The trace events of a Playwright `browser.stopTracing()` buffer. */
export function traceEvents(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Reads a trace returned as a stream by Tracing.end. */
async function readTrace(cdp, stream) {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The main thread's tasks (see mainThreadTasks) while `action` runs in the page, from a Chromium trace. */
export async function mainThreadTasksWhile(page, action) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReturnAsStream',
  });
  await action();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  const events = await readTrace(cdp, stream);
  await cdp.detach();
  return mainThreadTasks(events);
}

/** A new 1440×900 page of `browser`, signed in as `username` (a demo account with the demo password). */
/**
 * Runs in the page: whether the demo backend's IndexedDB holds what a returning user's browser holds — the
 * sessions (the signed-in token lives there) and the copy of the seed the first load saves in idle time
 * (src/mocks/persistence.ts) — so a later load reads its tables instead of building the school.
 */
function demoSchoolSaved() {
  return new Promise((resolve) => {
    const opening = globalThis.indexedDB.open('school-portal-demo-backend');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('state')) return resolve(false);
      const state = database.transaction('state', 'readonly').objectStore('state');
      const meta = state.get('meta');
      meta.onerror = () => resolve(false);
      meta.onsuccess = () => {
        const copy = meta.result?.seedCopy;
        if (!Array.isArray(copy?.tables) || copy.tables.length === 0) return resolve(false);
        const sessions = state.get('table:sessions');
        sessions.onsuccess = () => resolve(Array.isArray(sessions.result) && sessions.result.length > 0);
        sessions.onerror = () => resolve(false);
      };
    };
  });
}

/** Waits until `page`'s demo backend has saved the school as a returning user's browser holds it (see demoSchoolSaved). */
export async function waitForDemoSchoolSaved(page, timeout = 30_000) {
  await page.waitForFunction(demoSchoolSaved, undefined, { polling: 200, timeout });
}

/**
 * Installed in the page before its first script (see timeHardReloads): on `path`, checks `shown(arg)` in every
 * animation frame from the document's start and keeps the page's clock at the first frame where it holds (the frame
 * that paints the content, timed at its start as hard-load.mjs times its content) in `__benchShownAt`.
 */
function watchForContent(shown, arg) {
  if (globalThis.location.pathname !== arg.path) return;
  const frame = () => {
    if (shown(arg)) globalThis.__benchShownAt = globalThis.performance.now();
    else globalThis.requestAnimationFrame(frame);
  };
  globalThis.requestAnimationFrame(frame);
}

/**
 * Hard reloads (F5 with the cache bypassed) of `page`, on `arg.path`, until `shown(arg)` holds in the page (a function
 * run in the page, like waitForFunction's). Each sample is timed twice:
 * - `inPage`: from the reload to the frame that first shows the content, on the page's own clock (the new document's
 *   timeOrigin, 5–6 ms after the reload is sent, plus the frame's time): what the teacher sees, as hard-load.mjs
 *   times it;
 * - `polled`: from the reload until `seenFromNode()` — the bench's wait from Node before 2026-11-29 (a locator's
 *   waitFor, or waitForFunction) — resolved, what these benches reported until then: a locator noticed the content
 *   up to 200–300 ms after it was painted (the 200-material lesson: cards in the DOM at 690–820 ms, painted at
 *   760–890 ms, seen by a locator's waitFor at 946–1,121 ms).
 */
export async function timeHardReloads(page, cdp, { shown, arg, runs, seenFromNode }) {
  await page.addInitScript(`(${watchForContent})(${shown}, ${JSON.stringify(arg)})`);
  const inPage = [];
  const polled = [];
  for (let i = 0; i < runs; i += 1) {
    const started = Date.now();
    await cdp.send('Page.reload', { ignoreCache: true });
    await seenFromNode();
    polled.push(Date.now() - started);
    await page.waitForFunction(() => globalThis.__benchShownAt !== undefined, undefined, { timeout: 30_000 });
    const shownAt = await page.evaluate(() => globalThis.performance.timeOrigin + globalThis.__benchShownAt);
    inPage.push(Math.round(shownAt - started));
  }
  return { inPage: summariseSamples(inPage), polled: summariseSamples(polled) };
}

/** Median, least and most of a list of times in ms, with the samples. */
export function summariseSamples(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], minMs: sorted[0], maxMs: sorted.at(-1), samples };
}

export async function signedInPage(browser, baseURL, username) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await signIn(page, username, DEMO_PASSWORD);
  return page;
}

// The reference workload every bench is read against (run.mjs measures it before and after each bench).
// Two parts, fixed so that figures of different days and machines can be compared:
// - a CPU loop (seeded numbers sorted and summed, a JSON round trip), the same function in Node and in Chromium;
// - in Chromium, parsing and executing React DOM's production client build with its three dependencies, as the
//   browser does with a chunk of the app, but a chunk that does not change when the app does (only with the
//   react-dom version, recorded with the figure).
const REFERENCE_MODULES = {
  react: 'react/cjs/react.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
};
const REFERENCE_ROUNDS = 5;

/** The fixed CPU loop, timed by itself (performance.now exists in Node and in the page); self-contained for page.evaluate. */
function timedReferenceLoop() {
  const started = performance.now();
  const values = new Float64Array(300_000);
  let seed = 1;
  for (let i = 0; i < values.length; i += 1) {
    seed = (seed * 16_807) % 2_147_483_647;
    values[i] = seed;
  }
  values.sort();
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum = (sum + (values[i] % 7)) % 1_000_003;
  const parsed = JSON.parse(JSON.stringify(Array.from(values.subarray(0, 50_000))));
  if (parsed.length !== 50_000 || sum < 0) throw new Error('reference loop: unexpected result');
  return performance.now() - started;
}

/**
 * Parses and executes the reference modules in the page, with a minimal CommonJS `require`; a comment unique to
 * the round keeps V8's compilation cache from answering instead of the parser. Self-contained for page.evaluate.
 */
function timedModuleExecution({ sources, round }) {
  const started = performance.now();
  const cache = {};
  const require = (name) => {
    if (!(name in cache)) {
      const module = { exports: {} };
      cache[name] = module;
      new Function('module', 'exports', 'require', 'process', `${sources[name]}\n//# round ${round}`)(module, module.exports, require, {
        env: { NODE_ENV: 'production' },
      });
    }
    return cache[name].exports;
  };
  if (typeof require('react-dom/client').createRoot !== 'function') throw new Error('reference modules: no createRoot');
  return performance.now() - started;
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const tenths = (value) => Math.round(value * 10) / 10;

/**
 * The machine as a bench finds it: load average (1, 5, 15 min), cores, and the reference workload's times
 * (median of a few rounds) in Node and in a fresh Chromium.
 */
export async function measureReference() {
  const modulesDir = join(root, 'node_modules');
  const sources = Object.fromEntries(
    Object.entries(REFERENCE_MODULES).map(([name, path]) => [name, readFileSync(join(modulesDir, path), 'utf8')]),
  );
  const nodeLoop = [];
  for (let round = 0; round < REFERENCE_ROUNDS; round += 1) nodeLoop.push(timedReferenceLoop());
  const browser = await launchChromium();
  const chromiumLoop = [];
  const chromiumModules = [];
  try {
    const page = await browser.newPage();
    for (let round = 0; round < REFERENCE_ROUNDS; round += 1) {
      chromiumLoop.push(await page.evaluate(timedReferenceLoop));
      chromiumModules.push(await page.evaluate(timedModuleExecution, { sources, round }));
    }
  } finally {
    await browser.close();
  }
  return {
    at: new Date().toISOString(),
    loadAverage: loadavg().map(tenths),
    cores: availableParallelism(),
    nodeLoopMs: tenths(medianOf(nodeLoop)),
    chromiumLoopMs: tenths(medianOf(chromiumLoop)),
    chromiumReactDomMs: tenths(medianOf(chromiumModules)),
  };
}

/** The part of the reference a bench's figures are divided by: Chromium's loop and module execution together. */
export const referenceUnitMs = (reference) => reference.chromiumLoopMs + reference.chromiumReactDomMs;

// Budgets, not measurements: never divided by the reference.
const isTarget = (key) => /^targets?($|[A-Z])/.test(key);

/**
 * Every number of a bench's results whose key ends in `Ms` (a duration), with its dotted path; for a list of
 * durations (samples), its median. Targets are left out.
 */
export function durationFigures(results, prefix = '') {
  const figures = [];
  for (const [key, value] of Object.entries(results ?? {})) {
    if (isTarget(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number' && /Ms$/.test(key)) figures.push({ path, ms: value });
    else if (Array.isArray(value) && /Ms$/.test(key) && value.length > 0 && value.every((item) => typeof item === 'number'))
      figures.push({ path: `${path} (median)`, ms: medianOf(value) });
    else if (value && typeof value === 'object' && !Array.isArray(value)) figures.push(...durationFigures(value, path));
  }
  return figures;
}

/**
 * The machine before and after a bench, and each duration as a multiple of the reference unit: on a busy
 * machine both grow together, so the ratio is what compares across runs. `drift` is how far the reference
 * moved during the bench (0.1 = 10 %); a large drift says the load changed while it ran.
 */
export function readAgainstReference(results, before, after) {
  const unitMs = tenths((referenceUnitMs(before) + referenceUnitMs(after)) / 2);
  const drift = Math.round((Math.abs(referenceUnitMs(after) - referenceUnitMs(before)) / unitMs) * 100) / 100;
  const ratios = Object.fromEntries(durationFigures(results).map(({ path, ms }) => [path, Math.round((ms / unitMs) * 100) / 100]));
  return { before, after, unitMs, drift, reactDomVersion: reactDomVersion(), ratios };
}

function reactDomVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'react-dom', 'package.json'), 'utf8')).version;
}

/** The reference lines a bench's output ends with. */
export function formatReference({ before, after, unitMs, drift, ratios }) {
  const machine = (label, r) =>
    `${label}: load ${r.loadAverage.join(' / ')} (1/5/15 min) on ${r.cores} cores; reference: Chromium loop ${r.chromiumLoopMs} ms + React DOM parse/execute ${r.chromiumReactDomMs} ms, Node loop ${r.nodeLoopMs} ms`;
  const lines = [machine('before', before), machine('after ', after)];
  lines.push(
    `reference unit ${unitMs} ms (mean of before and after), drift ${Math.round(drift * 100)} %${drift > 0.25 ? ' — the load changed during the bench: read the figures with care' : ''}`,
  );
  const rows = Object.entries(ratios);
  if (rows.length)
    lines.push(
      formatTable(
        ['figure', '× reference'],
        rows.map(([path, ratio]) => [path, ratio.toFixed(2)]),
      ),
    );
  return lines.join('\n');
}
