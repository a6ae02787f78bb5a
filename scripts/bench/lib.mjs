// Helpers shared by the benches in this folder: building, serving, the mock server and the browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

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
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The tasks of the page's main thread (CrRendererMain) in a Chromium trace's events, in order:
 * `wallMs` (on a busy machine it also counts waiting for a core), `cpuMs` (the thread's own work,
 * capped at the wall time: some events report a thread time above their duration) and `atMs`
 * (when it ran, after the first task).
 */
export function mainThreadTasks(events) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && mainThreads.has(`${e.pid}:${e.tid}`));
  // A loop, not Math.min(...tasks): a trace holds more events than a call's argument limit.
  let start = Infinity;
  for (const task of tasks) start = Math.min(start, task.ts);
  return tasks.map((task) => ({
    wallMs: (task.dur ?? 0) / 1000,
    cpuMs: Math.min(task.tdur ?? task.dur ?? 0, task.dur ?? 0) / 1000,
    atMs: Math.round((task.ts - start) / 1000),
  }));
}

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
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReturnAsStream' });
  await action();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  const events = await readTrace(cdp, stream);
  await cdp.detach();
  return mainThreadTasks(events);
}

/** A new 1440×900 page of `browser`, signed in as `username` (a demo account with the demo password). */
export async function signedInPage(browser, baseURL, username) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await signIn(page, username, DEMO_PASSWORD);
  return page;
}
