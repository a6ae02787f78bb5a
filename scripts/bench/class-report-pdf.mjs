// Bench: a whole-class PDF of 40 students in A4, made by the class report viewer of the demo
// build in Debian's Chromium: total time from the click to the finished download (worker start,
// renderer and Han font load included, in a fresh browser context each run), pages per second,
// the longest main-thread task while it runs, and the PDF's size with and without Han names.
//
// The demo seed's classes have about 25 students. To reach 40, the bench grows one class in the
// demo backend's own saved state (IndexedDB) and reloads: it copies existing students
// of the class with their particulars, marks and records under new ids, so the real endpoint and
// the real viewer produce the 40 reports. "Without Han" removes the Han characters from every name
// of that class the same way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILDS, DEMO_PASSWORD, buildApp, formatTable, launchChromium, mainThreadTasks, serve, signIn, traceEvents } from './lib.mjs';

export const name = 'class-report-pdf';

const CLASS_ID = 'cy-primary-4-courage';
const STUDENTS = 40;
const RUNS = 3;
const TARGET_MS = 5000;
const LONG_TASK_BUDGET_MS = 50;
const VIEWER = `/classrooms/${CLASS_ID}/1/REPORT_TERM`;
const IDLE_MS = 3000;

/** Runs in the page before the app on every load: records long tasks from the start. */
function observeLongTasks() {
  globalThis.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the signed-in page: grows the class to `target` students in the demo backend's saved
 * state (src/mocks/persistence.ts) and strips Han characters when asked. The caller reloads after.
 */
async function growClassInSavedState({ classId, target, stripHan }) {
  const request = (operation) =>
    new Promise((resolve, reject) => {
      operation.onsuccess = () => resolve(operation.result);
      operation.onerror = () => reject(operation.error);
    });
  const database = await request(globalThis.indexedDB.open('school-portal-demo-backend'));
  const objectStore = (mode) => database.transaction('state', mode).objectStore('state');
  const key = (await request(objectStore('readonly').getAllKeys())).find((candidate) => String(candidate).startsWith('seed-v'));
  if (key === undefined) throw new Error('no saved demo state');
  const stored = await request(objectStore('readonly').get(key));
  const data = stored.data;
  const inClass = data.students.filter((student) => student.classYearId === classId);
  for (let copy = 0; inClass.length < target; copy += 1) {
    const original = inClass[copy];
    const id = `${original.id}-bench`;
    const fullName = `${original.fullName} Junior`;
    const student = { ...original, id, name: fullName, fullName };
    data.students.push(student);
    inClass.push(student);
    for (const particulars of data.studentParticulars.filter((row) => row.id === original.id)) {
      data.studentParticulars.push({ ...particulars, id });
    }
    for (const table of ['studentTermRecords', 'studentYearRecords']) {
      for (const row of data[table].filter((candidate) => candidate.studentId === original.id)) {
        data[table].push({ ...row, id: `${row.id}-bench`, studentId: id });
      }
    }
    for (const assessment of data.assessments) {
      if (original.id in assessment.scores) assessment.scores[id] = assessment.scores[original.id];
    }
  }
  if (stripHan) {
    for (const student of inClass) {
      student.fullName = student.fullName.replace(/\s*\p{Script=Han}+/gu, '');
      student.name = student.fullName;
    }
  }
  await request(objectStore('readwrite').put(stored, key));
  database.close();
}

async function measureOnce(browser, baseURL, stripHan, outDir, run) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'principal', DEMO_PASSWORD);
    // Let the app's own save of the new session land first, so it cannot overwrite the grown class.
    await page.waitForTimeout(500);
    await page.evaluate(growClassInSavedState, { classId: CLASS_ID, target: STUDENTS, stripHan });
    await page.addInitScript(observeLongTasks);
    await page.goto(VIEWER);
    await page.getByRole('button', { name: 'Download whole class (PDF)' }).waitFor();
    const description = await page.getByText(/· \d+ students$/).textContent();
    if (!description?.endsWith(`· ${STUDENTS} students`))
      throw new Error(`the class did not grow to ${STUDENTS}: "${description}"`);

    // A heartbeat on the main thread: the largest gap between two ticks is the longest stretch the
    // page could not respond, long task or not (the Long Tasks API reports only tasks over 50 ms).
    // It first runs for IDLE_MS with nothing to do: on a busy machine the OS alone causes gaps, and
    // this baseline tells those apart from the generation's own.
    const idleGap = await page.evaluate(
      (idleMs) =>
        new Promise((resolve) => {
          let last = performance.now();
          let maxGap = 0;
          const end = last + idleMs;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const now = performance.now();
            maxGap = Math.max(maxGap, now - last);
            last = now;
            if (now < end) channel.port2.postMessage(null);
            else resolve(maxGap);
          };
          channel.port2.postMessage(null);
        }),
      IDLE_MS,
    );
    const startedAt = await page.evaluate(() => {
      globalThis.__benchBeat = { last: performance.now(), maxGap: 0, running: true };
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const beat = globalThis.__benchBeat;
        const now = performance.now();
        beat.maxGap = Math.max(beat.maxGap, now - beat.last);
        beat.last = now;
        if (beat.running) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
      return performance.now();
    });
    const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
    await browser.startTracing(page, { categories: ['toplevel'] });
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Download whole class (PDF)' }).click();
    const download = await downloadPromise;
    const totalMs = Date.now() - clickedAt;
    const mainThread = longestMainThreadTask(traceEvents(await browser.stopTracing()));
    const { maxGap, longTasks } = await page.evaluate((since) => {
      globalThis.__benchBeat.running = false;
      return {
        maxGap: globalThis.__benchBeat.maxGap,
        longTasks: globalThis.__benchLongTasks.filter((task) => task.start >= since),
      };
    }, startedAt);

    const file = join(outDir, `class-${stripHan ? 'no-han' : 'han'}-${run}.pdf`);
    await download.saveAs(file);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return {
      totalMs,
      pages,
      pagesPerSecond: Math.round((pages / (totalMs / 1000)) * 10) / 10,
      bytes: statSync(file).size,
      longTasks: longTasks.length,
      longestLongTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
      maxMainThreadGapMs: Math.round(maxGap),
      longestMainThreadTaskWallMs: mainThread.wallMs,
      longestMainThreadTaskCpuMs: mainThread.cpuMs,
      idleBaselineGapMs: Math.round(idleGap),
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    };
  } finally {
    await context.close();
  }
}

/** The longest task of the page's main thread, by wall time and by CPU time. */
function longestMainThreadTask(events) {
  let wall = 0;
  let cpu = 0;
  for (const task of mainThreadTasks(events)) {
    wall = Math.max(wall, task.wallMs);
    cpu = Math.max(cpu, task.cpuMs);
  }
  return { wallMs: Math.round(wall * 10) / 10, cpuMs: Math.round(cpu * 10) / 10 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const build = BUILDS.demo;
  console.info(`\n${name}: building ${build.label} into ${build.outDir}…`);
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  const outDir = mkdtempSync(join(tmpdir(), 'class-report-pdf-'));
  const results = { students: STUDENTS, paper: 'A4', report: 'Term Progress Report, term 1', runs: RUNS, variants: {} };
  try {
    const variants = [
      ['with Han names', false],
      ['without Han names', true],
    ];
    const runsOf = new Map(variants.map(([variant]) => [variant, []]));
    // Interleaved, so that a machine getting busier or quieter affects both variants alike.
    for (let index = 0; index < RUNS; index += 1) {
      for (const [variant, stripHan] of variants)
        runsOf.get(variant).push(await measureOnce(browser, server.baseURL, stripHan, outDir, index));
    }
    for (const [variant] of variants) {
      const runs = runsOf.get(variant);
      results.variants[variant] = {
        runs,
        medianTotalMs: median(runs.map((r) => r.totalMs)),
        medianPagesPerSecond: median(runs.map((r) => r.pagesPerSecond)),
        pdfBytes: runs[0].bytes,
        longestLongTaskMs: Math.max(...runs.map((r) => r.longestLongTaskMs)),
        maxMainThreadGapMs: Math.max(...runs.map((r) => r.maxMainThreadGapMs)),
        idleBaselineGapMs: Math.max(...runs.map((r) => r.idleBaselineGapMs)),
        longestMainThreadTaskWallMs: Math.max(...runs.map((r) => r.longestMainThreadTaskWallMs)),
        longestMainThreadTaskCpuMs: Math.max(...runs.map((r) => r.longestMainThreadTaskCpuMs)),
      };
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }

  console.info(
    `\n${name}: ${STUDENTS} students, A4, ${RUNS} runs each (fresh browser context per run: worker, renderer and font loaded every time)`,
  );
  const rows = Object.entries(results.variants).map(([variant, v]) => [
    variant,
    v.medianTotalMs,
    v.medianPagesPerSecond,
    (v.pdfBytes / 1000).toFixed(1),
    v.longestLongTaskMs,
    v.maxMainThreadGapMs,
    v.idleBaselineGapMs,
    v.longestMainThreadTaskWallMs,
    v.longestMainThreadTaskCpuMs,
  ]);
  console.info(
    formatTable(
      [
        'variant',
        'median ms',
        'pages/s',
        'PDF KB',
        'longest long task ms',
        'max main-thread gap ms',
        'idle gap ms',
        'longest task wall ms',
        'longest task CPU ms',
      ],
      rows,
    ),
  );
  console.info(
    `load average (1 min) during the runs: ${Object.values(results.variants)
      .flatMap((v) => v.runs.map((r) => r.loadAverage))
      .join(', ')} on ${availableParallelism()} cores`,
  );
  const han = results.variants['with Han names'];
  const ok = Object.values(results.variants).every(
    // CPU time, not wall time: on a loaded machine the idle page alone shows wall gaps over 50 ms.
    (v) => v.medianTotalMs < TARGET_MS && v.longestMainThreadTaskCpuMs < LONG_TASK_BUDGET_MS,
  );
  console.info(
    `${name}: ${ok ? 'within' : 'OUTSIDE'} the targets (whole class < ${TARGET_MS} ms, no main-thread task using ≥ ${LONG_TASK_BUDGET_MS} ms of CPU); with Han: ${han.medianTotalMs} ms.`,
  );
  return { ok, results };
}
