// Bench: the report-season board of the demo's largest form class (issue 23: "the board of a class of 40 shows in
// ≤ 1 s from a click"), on the demo build with its 150 ms latency. Figures: from the click on the classroom's
// "Report season" link of a term to every pupil's row painted, and the longest main-thread task meanwhile.
// The demo's classes hold 24–30 pupils; the figure is for the largest one the form teacher has (30), not 40.
import { loadavg } from 'node:os';
import { BUILDS, buildApp, formatTable, launchChromium, mainThreadTasksWhile, serve, signedInPage } from './lib.mjs';

export const name = 'season-board';

const TARGET_MS = 1000;
const LONG_TASK_MS = 50;
const RUNS = 5;
const CLASS_ID = 'cy-primary-5-courage';
const TERM = 2;

const round = (value) => Math.round(value * 10) / 10;

export async function run() {
  const build = BUILDS.demo;
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.baseURL, 'homeroom');
    const clicks = [];
    let pupils = 0;
    let longest = { cpuMs: 0, wallMs: 0 };
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${server.baseURL}/classrooms/${CLASS_ID}`);
      const link = page.getByRole('link', { name: `Report season, term ${TERM}` });
      await link.waitFor({ timeout: 30_000 });
      const board = page.getByRole('region', { name: /^Board of / });
      let elapsed = 0;
      const tasks = await mainThreadTasksWhile(page, async () => {
        const started = Date.now();
        await link.click();
        await board.getByRole('row').last().waitFor({ timeout: 30_000 });
        elapsed = Date.now() - started;
      });
      clicks.push(elapsed);
      pupils = (await board.getByRole('row').count()) - 1;
      for (const task of tasks) if (task.cpuMs > longest.cpuMs) longest = task;
    }
    const sorted = [...clicks].sort((a, b) => a - b);
    const results = {
      classYearId: CLASS_ID,
      term: TERM,
      pupils,
      click: { medianMs: sorted[Math.floor(sorted.length / 2)], minMs: sorted[0], maxMs: sorted.at(-1), samples: clicks, targetMs: TARGET_MS },
      longestTaskCpuMs: round(longest.cpuMs),
      longestTaskWallMs: round(longest.wallMs),
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    };
    console.info(
      formatTable(
        [`board of ${pupils} pupils, term ${TERM}`, 'median', 'min', 'max', 'target'],
        [['click "Report season" → every row painted', `${results.click.medianMs} ms`, `${results.click.minMs} ms`, `${results.click.maxMs} ms`, `${TARGET_MS} ms`]],
      ),
    );
    console.info(`longest main-thread task during the clicks: ${results.longestTaskCpuMs} ms CPU / ${results.longestTaskWallMs} ms wall; load average ${results.loadAverage.join(' ')}`);
    return { ok: results.click.medianMs <= TARGET_MS && results.longestTaskCpuMs < LONG_TASK_MS, results };
  } finally {
    await browser.close();
    await server.close();
  }
}
