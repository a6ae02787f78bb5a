// Bench: how smooth typing stays in the placement entry grid with a whole 200-applicant intake on
// one page (Primary 1 of the principal's branch), in Debian's Chromium against the demo build.
// While a scripted user types scores cell after cell (Enter moves down), it records every long task
// (the browser's Long Tasks API, > 50 ms) and each key press's input-to-next-paint duration (Event
// Timing API, 8 ms resolution). It also times one paste of a 200-value column. Target: no task over
// 50 ms while typing. Nothing is saved: the typed values only go to the browser draft.
/* global window, document, DataTransfer, ClipboardEvent, requestAnimationFrame -- used inside the page */
import { cpus, loadavg } from 'node:os';
import { BUILDS, DEMO_PASSWORD, buildApp, formatTable, launchChromium, mainThreadTasks, serve, signIn, traceEvents } from './lib.mjs';

export const name = 'placement-typing';

const GRID = '/placement-test-results/add?programmeId=mp-academic&masterLevelId=ml-primary1&date=any&pageSize=200';
const MODES = ['test', 'interview'];
const CELLS_TYPED = 60;
const KEY_DELAY_MS = 40;
const LONG_TASK_BUDGET_MS = 50;

/** Starts collecting long tasks and key-event timings in the page. */
function observe() {
  window.__bench = { longTasks: [], events: [], handlerMs: [] };
  // Synchronous work per key: from the key's first listener (window, capture) to its last (document,
  // bubble, after React's root listeners), for keydown (navigation) and input (store, draft, marks).
  let startedAt = 0;
  window.addEventListener('keydown', () => (startedAt = performance.now()), true);
  window.addEventListener('beforeinput', () => (startedAt = performance.now()), true);
  const done = () => window.__bench.handlerMs.push(performance.now() - startedAt);
  document.addEventListener('keydown', done);
  document.addEventListener('input', done);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'keyup') window.__bench.events.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}

function collect() {
  const data = window.__bench;
  window.__bench = { longTasks: [], events: [], handlerMs: [] };
  return data;
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function measureMode(page, mode, verbose) {
  const started = Date.now();
  await page.goto(`${GRID}&resultType=${mode}`);
  const cells = page.locator('tbody input.entry-grid-cell');
  const columns = mode === 'test' ? 3 : 2;
  await cells.nth(200 * columns - 1).waitFor({ timeout: 60_000 });
  const loadMs = Date.now() - started;
  await page.evaluate(observe);
  // Let the first render's tasks settle before typing starts.
  await page.waitForTimeout(1000);
  await page.evaluate(collect);

  await cells.first().click();
  await page.context().browser().startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let keystrokes = 0;
  for (let i = 0; i < CELLS_TYPED; i += 1) {
    const value = String(40 + ((i * 7) % 60));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value, { delay: KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    keystrokes += value.length + 2;
  }
  await page.waitForTimeout(500);
  const typing = await page.evaluate(collect);
  const tasks = mainThreadTasks(traceEvents(await page.context().browser().stopTracing()));
  const longestCpu = tasks.reduce((max, task) => Math.max(max, task.cpuMs), 0);
  const longestWall = tasks.reduce((max, task) => Math.max(max, task.wallMs), 0);

  // One paste of a whole column into the first score column, from the top.
  const column = Array.from({ length: 200 }, (_, i) => String(50 + (i % 50))).join('\n');
  await cells.first().focus();
  const pasteStarted = await page.evaluate(() => performance.now());
  await cells.first().evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, column);
  const pasteMs = await page.evaluate(
    (start) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))),
    pasteStarted,
  );
  await page.waitForTimeout(300);
  const paste = await page.evaluate(collect);
  const row = {
    mode,
    inputs: 200 * columns,
    loadMs,
    keystrokes,
    longTasksWhileTyping: typing.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...typing.longTasks)),
    tracedLongestTaskWallMs: Math.round(longestWall),
    tracedLongestTaskCpuMs: Math.round(longestCpu),
    tracedTasksOver50MsCpu: tasks.filter((task) => task.cpuMs > LONG_TASK_BUDGET_MS).length,
    keyToPaintP50Ms: percentile(typing.events, 50),
    keyToPaintP95Ms: percentile(typing.events, 95),
    keyToPaintMaxMs: Math.max(0, ...typing.events),
    slowKeyEvents: typing.events.length,
    handlerP50Ms: Number(percentile(typing.handlerMs, 50).toFixed(2)),
    handlerP95Ms: Number(percentile(typing.handlerMs, 95).toFixed(2)),
    handlerMaxMs: Number(Math.max(0, ...typing.handlerMs).toFixed(2)),
    pasteColumnMs: Math.round(pasteMs),
    pasteLongestTaskMs: Math.round(Math.max(0, ...paste.longTasks)),
  };
  if (verbose) console.info(row);
  return row;
}

export async function run({ verbose = false } = {}) {
  const build = BUILDS.demo;
  const buildMs = buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // Leaving the page with a draft triggers the browser's own prompt; the bench accepts it.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.baseURL}/login`);
    await signIn(page, 'principal', DEMO_PASSWORD);
    const modes = [];
    for (const mode of MODES) {
      page.setDefaultNavigationTimeout(60_000);
      modes.push(await measureMode(page, mode, verbose));
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('entry-draft:')).forEach((key) => localStorage.removeItem(key)));
    }
    await context.close();
    console.info(
      formatTable(
        ['mode', 'inputs', 'keys', 'long tasks', 'longest ms', 'longest CPU ms', 'key→paint p50', 'p95', 'max', 'handler p50', 'p95', 'max', 'paste 200 ms', 'paste longest'],
        modes.map((m) => [m.mode, m.inputs, m.keystrokes, m.longTasksWhileTyping, m.longestTaskMs, m.tracedLongestTaskCpuMs, m.keyToPaintP50Ms, m.keyToPaintP95Ms, m.keyToPaintMaxMs, m.handlerP50Ms, m.handlerP95Ms, m.handlerMaxMs, m.pasteColumnMs, m.pasteLongestTaskMs]),
      ),
    );
    console.info('key→paint: Event Timing durations of key events that took 16 ms or more (faster ones are not reported; 0 = none).');
    console.info('handler: synchronous script time of each keydown/input, first listener to last (the app\'s own work per key).');
    console.info(`load average while measuring: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} CPU(s) — long tasks include time the renderer waited for a CPU.`);
    console.info('longest CPU ms: the longest main-thread task in a trace of the same typing, counted in CPU time.');
    // Judged on CPU time: on a shared machine the wall time of a task also counts the time the
    // renderer waited for a CPU, which says nothing about the page. Both figures are written out.
    const ok = modes.every((m) => m.tracedLongestTaskCpuMs <= LONG_TASK_BUDGET_MS);
    return { ok, results: { judgedOn: 'longest main-thread task CPU time while typing', buildMs, loadAverage: loadavg(), cpus: cpus().length, target: `no task over ${LONG_TASK_BUDGET_MS} ms while typing`, cellsTyped: CELLS_TYPED, keyDelayMs: KEY_DELAY_MS, modes } };
  } finally {
    await browser.close();
    await server.close();
  }
}
