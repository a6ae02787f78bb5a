// Bench: a whole-class PDF of 40 students in A4, each with a full 500-character form teacher's remark,
// made by the class report viewer of the demo
// build in Debian's Chromium: total time from the click to the finished download (in a fresh browser
// context each run; the viewer starts its report workers, the renderer and the Han font when it opens,
// and the click comes IDLE_MS after the viewer is ready, as a teacher choosing paper and date would), pages per second,
// the longest main-thread task while it runs, and the PDF's size with and without Han names.
//
// The demo seed's classes have about 25 students. To reach 40, class-report-probe.ts grows one class
// from the same seed in Node (copies of its students with their particulars, marks and records under
// new ids) and the bench stores those tables in the demo backend's saved state (IndexedDB) of its own
// browser context and reloads, so the real endpoint and the real viewer produce the 40 reports.
// "Without Han" removes the Han characters from every name of that class the same way. The probe also
// gives every student of the class the longest remark allowed for the
// report's term (REMARK_MAX_LENGTH), so the figure is the heaviest term progress report a class can ask for.
// All of it lives in the bench's own browser context: the demo data users see is never changed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL_REMARK, REMARK_MAX_LENGTH, grownClassTables, openGrownPage } from './grown-classes.mjs';
import { formatTable, mainThreadTasks, openDemo, traceEvents } from './lib.mjs';

export const name = 'class-report-pdf';

const CLASS_ID = 'cy-primary-4-courage';
const STUDENTS = 40;
const RUNS = 3;
// Issue 22: the whole class in at most 1.5 s.
const TARGET_MS = 1500;
const TERM = 1;
const LONG_TASK_BUDGET_MS = 50;
const VIEWER = `/classrooms/${CLASS_ID}/${TERM}/REPORT_TERM`;
const IDLE_MS = 3000;

/** The grown class's tables (see grown-classes.mjs). */
function benchTables(outDir, stripHan) {
  const file = join(outDir, `tables-${stripHan ? 'no-han' : 'han'}.json`);
  return grownClassTables({ file, classIds: [CLASS_ID], students: STUDENTS, term: TERM, stripHan, remark: FULL_REMARK });
}

async function measureOnce(browser, baseURL, stripHan, tables, outDir, run) {
  const { context, page } = await openGrownPage(browser, baseURL, tables, VIEWER);
  try {
    await page.getByRole('button', { name: 'Download whole class (PDF)' }).waitFor();
    const description = await page.getByText(/· \d+ students$/).textContent();
    if (!description?.endsWith(`· ${STUDENTS} students`))
      throw new Error(`the class did not grow to ${STUDENTS}: "${description}"`);

    // A heartbeat on the main thread: the largest gap between two ticks is the longest stretch the
    // page could not respond, long task or not (the Long Tasks API reports only tasks over 50 ms).
    // It first runs for IDLE_MS with nothing to do: on a busy machine the OS alone causes gaps, and
    // this baseline tells those apart from the generation's own. It ticks by timer (every 4 ms or so), not by
    // back-to-back messages: those kept the main thread busy all along, taking a core from the report
    // workers on a two-core machine, which no user's page does.
    const idleGap = await page.evaluate(
      (idleMs) =>
        new Promise((resolve) => {
          let last = performance.now();
          let maxGap = 0;
          const end = last + idleMs;
          const tick = () => {
            const now = performance.now();
            maxGap = Math.max(maxGap, now - last);
            last = now;
            if (now < end) setTimeout(tick, 0);
            else resolve(maxGap);
          };
          setTimeout(tick, 0);
        }),
      IDLE_MS,
    );
    const startedAt = await page.evaluate(() => {
      globalThis.__benchBeat = { last: performance.now(), maxGap: 0, running: true };
      const tick = () => {
        const beat = globalThis.__benchBeat;
        const now = performance.now();
        beat.maxGap = Math.max(beat.maxGap, now - beat.last);
        beat.last = now;
        if (beat.running) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
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
    // The figure counts only if every report really carries its full remark.
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const remarks = text.split(FULL_REMARK.trim()).length - 1;
    if (remarks !== STUDENTS) throw new Error(`the PDF carries ${remarks} full remarks, not ${STUDENTS}`);
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
  const { baseURL, browser, close } = await openDemo(name);
  const outDir = mkdtempSync(join(tmpdir(), 'class-report-pdf-'));
  const results = {
    students: STUDENTS,
    paper: 'A4',
    report: `Term Progress Report, term ${TERM}, every remark ${REMARK_MAX_LENGTH} characters`,
    runs: RUNS,
    variants: {},
  };
  try {
    const variants = [
      ['with Han names', false],
      ['without Han names', true],
    ];
    const runsOf = new Map(variants.map(([variant]) => [variant, []]));
    const tablesOf = new Map(variants.map(([variant, stripHan]) => [variant, benchTables(outDir, stripHan)]));
    // Interleaved, so that a machine getting busier or quieter affects both variants alike.
    for (let index = 0; index < RUNS; index += 1) {
      for (const [variant, stripHan] of variants)
        runsOf.get(variant).push(await measureOnce(browser, baseURL, stripHan, tablesOf.get(variant), outDir, index));
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
    await close();
    rmSync(outDir, { recursive: true, force: true });
  }

  console.info(
    `\n${name}: ${STUDENTS} students, A4, ${REMARK_MAX_LENGTH}-character remarks, ${RUNS} runs each (fresh browser context per run: workers, renderer and font loaded by the viewer every time, before the click)`,
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
    (v) => v.medianTotalMs <= TARGET_MS && v.longestMainThreadTaskCpuMs < LONG_TASK_BUDGET_MS,
  );
  console.info(
    `${name}: ${ok ? 'within' : 'OUTSIDE'} the targets (whole class ≤ ${TARGET_MS} ms, no main-thread task using ≥ ${LONG_TASK_BUDGET_MS} ms of CPU); with Han: ${han.medianTotalMs} ms.`,
  );
  return { ok, results };
}
