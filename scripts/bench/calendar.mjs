// Bench: the calendar's month view with 500 events, recurrences expanded (issue 12 "Performance": renders within 1 s),
// on the demo build as the principal. No month of the demo year holds 500 occurrences (a school's calendar has a few
// dozen a month), so the bench adds its own through the demo backend's API, as the portal would, into the 6-week grid
// the calendar opens on (this month): 16 weekly Monday-to-Friday events (12 timed, 4 all-day: 16 × 30 = 480
// occurrences) and 20 one-offs = 500 on top of the demo's own. "Painted" means every occurrence is in the grid, as its
// own element or counted in its day's "+N more" (a day lists its first few; the rest are a link to the day's list),
// read once per frame.
// Figures: time from clicking Calendar in the menu, from Previous/Next back to the month, and from a hard reload, to
// all of them painted (the reload to the frame that first shows them, on the page's own clock: lib.mjs
// timeHardReloads) (target 1 s, wall time: on a loaded machine it includes waiting for a core, so the load average is
// printed); the main thread's CPU time in all and its longest task during one click (CPU and wall, as in the others;
// target under 50 ms CPU). The bench fails when any of these misses its target.
import { loadavg } from 'node:os';
import {
  BUILDS,
  buildApp,
  formatTable,
  launchChromium,
  mainThreadTasksWhile,
  serve,
  signedInPage,
  summariseSamples,
  timeHardReloads,
  waitForDemoSchoolSaved,
} from './lib.mjs';

export const name = 'calendar';

const BENCH_EVENTS = 500;
const TARGET_MS = 1000;
const LONG_TASK_MS = 50;
const RUNS = 5;
const HARNESS = '.fc-daygrid-body .fc-daygrid-event-harness';
// The class of a day's "+N more" entry (src/features/calendar/components/to-calendar-entries.ts).
const MORE_LINK = 'calendar-more-link';
const round = (ms) => Math.round(ms * 10) / 10;

/** 480 occurrences from 16 weekly rules and 20 one-offs, all inside the 42 days from `from` (a Monday). */
function benchEvents(from) {
  const day = (offset) => new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const until = day(41);
  const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  const weekly = Array.from({ length: 16 }, (_, n) => {
    const allDay = n >= 12;
    const hour = String(7 + n).padStart(2, '0');
    return {
      title: `Bench weekly ${n + 1}`,
      type: allDay ? 'EXAM' : 'SCHOOL_EVENT',
      allDay,
      start: allDay ? from : `${from}T${hour}:00`,
      end: allDay ? from : `${from}T${hour}:45`,
      recurrence: { frequency: 'WEEKLY', weekdays, until, count: null },
      classYearId: null,
    };
  });
  const oneOffs = Array.from({ length: 20 }, (_, n) => ({
    title: `Bench one-off ${n + 1}`,
    type: 'EARLY_DISMISSAL',
    allDay: false,
    start: `${day(n * 2)}T12:00`,
    end: `${day(n * 2)}T13:00`,
    recurrence: null,
    classYearId: null,
  }));
  return [...weekly, ...oneOffs];
}

/**
 * In the page: the occurrences the month grid shows, each event element one and each "+N more" N; with `atLeast` or
 * `below`, whether that count is at least or below it (what waitForFunction polls).
 */
function occurrencesShown({ selector, moreLink, atLeast, below }) {
  const shown = [...globalThis.document.querySelectorAll(selector)].reduce((sum, harness) => {
    const more = harness.querySelector(`.${moreLink}`);
    return sum + (more ? Number(/\d+/.exec(more.textContent ?? '')?.[0] ?? 0) : 1);
  }, 0);
  if (atLeast !== undefined) return shown >= atLeast;
  if (below !== undefined) return shown < below;
  return shown;
}

const IN_GRID = { selector: HARNESS, moreLink: MORE_LINK };
const countShown = (page) => page.evaluate(occurrencesShown, IN_GRID);

/** Resolves once `count` occurrences are in the month grid, checked every frame. */
const painted = (page, count) =>
  page.waitForFunction(occurrencesShown, { ...IN_GRID, atLeast: count }, { polling: 'raf', timeout: 30_000 });

export async function run({ verbose = false } = {}) {
  const build = BUILDS.demo;
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.baseURL, 'principal');
    await page.goto(`${server.baseURL}/calendar`);
    await page.locator('td.fc-daygrid-day').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const from = await page.locator('td.fc-daygrid-day').first().getAttribute('data-date');
    const baseline = await countShown(page);
    const bodies = benchEvents(from);
    const statuses = await page.evaluate(async (list) => {
      const token = globalThis.localStorage.getItem('portal.accessToken');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const answers = [];
      for (const body of list) {
        const answer = await globalThis.fetch('/api/calendar-events', { method: 'POST', headers, body: JSON.stringify(body) });
        answers.push(answer.status);
      }
      return answers;
    }, bodies);
    if (statuses.some((status) => status !== 201)) throw new Error(`Seeding the bench events answered ${statuses.join(' ')}`);
    const target = baseline + BENCH_EVENTS;
    await page.reload();
    await painted(page, target);
    const shown = await countShown(page);
    if (shown !== target) throw new Error(`Expected ${target} occurrences in the grid, found ${shown}`);

    const clickToMonth = async () => {
      await page.goto(`${server.baseURL}/dashboard`);
      const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar', exact: true });
      await link.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await link.click();
      await painted(page, target);
      return Date.now() - started;
    };
    const clicks = [];
    for (let i = 0; i < RUNS; i += 1) clicks.push(await clickToMonth());
    let tracedClickMs = 0;
    const clickTasks = await mainThreadTasksWhile(page, async () => {
      tracedClickMs = await clickToMonth();
    });

    const switches = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction(occurrencesShown, { ...IN_GRID, below: target });
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await painted(page, target);
      switches.push(Date.now() - started);
    }

    // A returning teacher's browser holds the copy of the school the first load saved (src/mocks/persistence.ts).
    await waitForDemoSchoolSaved(page);
    const cdp = await page.context().newCDPSession(page);
    const reloads = await timeHardReloads(page, cdp, {
      shown: occurrencesShown,
      arg: { ...IN_GRID, atLeast: target, path: '/calendar' },
      runs: RUNS,
      seenFromNode: () => painted(page, target),
    });
    await cdp.detach();

    const results = {
      month: from,
      occurrencesInGrid: target,
      benchOccurrences: BENCH_EVENTS,
      benchEvents: bodies.length,
      clickFromMenu: summariseSamples(clicks),
      monthSwitch: summariseSamples(switches),
      hardReload: reloads.inPage,
      hardReloadSeenFromNode: reloads.polled,
      duringClick: {
        clickMs: tracedClickMs,
        tasks: clickTasks.length,
        longestCpuMs: round(Math.max(0, ...clickTasks.map((task) => task.cpuMs))),
        longestWallMs: round(Math.max(0, ...clickTasks.map((task) => task.wallMs))),
        // The main thread's own work, which a busy machine does not inflate: what the click costs on an idle one.
        busyCpuMs: round(clickTasks.reduce((sum, task) => sum + task.cpuMs, 0)),
      },
      targetMs: TARGET_MS,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    };
    // Issue 22 adds the hard reload (1 s) and the longest task while the month lays out (CPU, under 50 ms) to issue 12's click.
    const ok =
      results.clickFromMenu.medianMs <= TARGET_MS &&
      results.monthSwitch.medianMs <= TARGET_MS &&
      results.hardReload.medianMs <= TARGET_MS &&
      results.duringClick.longestCpuMs < LONG_TASK_MS;
    const row = (label, figures) => [label, `${figures.medianMs} ms`, `${figures.minMs} ms`, `${figures.maxMs} ms`, `${TARGET_MS} ms`];
    console.info(
      formatTable(
        [
          `month grid from ${from}, ${target} occurrences (${BENCH_EVENTS} from ${bodies.length} bench events)`,
          'median',
          'min',
          'max',
          'target',
        ],
        [
          row('click Calendar in the menu → all painted', results.clickFromMenu),
          row('Next, then Previous → all painted', results.monthSwitch),
          row('hard reload of /calendar → all painted', results.hardReload),
          [
            '  (as seen from Node, reported until 2026-11-29)',
            `${results.hardReloadSeenFromNode.medianMs} ms`,
            `${results.hardReloadSeenFromNode.minMs} ms`,
            `${results.hardReloadSeenFromNode.maxMs} ms`,
            '',
          ],
        ],
      ),
    );
    console.info(
      `main thread during one click (${tracedClickMs} ms): ${clickTasks.length} tasks, ${results.duringClick.busyCpuMs} ms CPU in all, longest ${results.duringClick.longestCpuMs} ms CPU / ${results.duringClick.longestWallMs} ms wall (target: under ${LONG_TASK_MS} ms CPU)`,
    );
    console.info(`load average ${results.loadAverage.join(' ')}`);
    if (verbose) console.info(JSON.stringify(results, null, 2));
    return { ok, results };
  } finally {
    await browser.close();
    await server.close();
  }
}
