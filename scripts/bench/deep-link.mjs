// Bench: how long a hard reload of a deep link takes to show its content on the demo build, with a
// signed-in user and a saved demo school in IndexedDB (what a returning user sees after pressing F5
// on a class's student page or a gradebook sheet). Time is measured from the reload to the frame that first shows
// the screen's content, on the page's clock (lib.mjs timeHardReloads): the student's Particulars, the gradebook's
// grid. Target: 800 ms (issue 22). "Seen from Node" is the time Playwright noticed it, what this bench reported
// before 2026-11-29.
import { loadavg } from 'node:os';
import { BUILDS, buildApp, formatTable, launchChromium, serve, signedInPage, timeHardReloads, waitForDemoSchoolSaved } from './lib.mjs';

export const name = 'deep-link';

const TARGET_MS = 800;
const RUNS = 5;
const CLASS_ID = 'cy-primary-4-courage';
const SUBJECT_YEAR_ID = 'sy-primary-4-courage-mathematics';

/** In the page: the student's Particulars, with their religion. */
function particularsShown() {
  const region = globalThis.document.getElementById('particulars-title')?.closest('section');
  return Boolean(region?.textContent?.includes('Religion'));
}

/** In the page: the gradebook's grid ("Marks of …" is its caption). */
function markGridShown() {
  return [...globalThis.document.querySelectorAll('table caption')].some((caption) => caption.textContent?.startsWith('Marks of '));
}

export async function run({ verbose = false } = {}) {
  const build = BUILDS.demo;
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.baseURL, 'principal');
    await page.goto(`${server.baseURL}/classrooms/${CLASS_ID}`);
    const firstStudent = page.getByRole('table', { name: 'Students' }).getByRole('link').first();
    await firstStudent.waitFor({ timeout: 30_000 });
    const studentPath = new URL((await firstStudent.getAttribute('href')) ?? '', server.baseURL).pathname;
    await waitForDemoSchoolSaved(page);

    const cdp = await page.context().newCDPSession(page);
    const links = [
      {
        label: 'student page',
        path: studentPath,
        shown: particularsShown,
        visible: () => page.getByRole('region', { name: 'Particulars' }).getByText('Religion'),
      },
      {
        label: 'gradebook sheet',
        path: `/gradebook/${SUBJECT_YEAR_ID}`,
        shown: markGridShown,
        visible: () => page.getByRole('table', { name: /^Marks of / }),
      },
    ];
    const results = {};
    for (const link of links) {
      await page.goto(`${server.baseURL}${link.path}`);
      await link.visible().waitFor({ timeout: 30_000 });
      const { inPage, polled } = await timeHardReloads(page, cdp, {
        shown: link.shown,
        arg: { path: link.path },
        runs: RUNS,
        seenFromNode: () => link.visible().waitFor({ timeout: 30_000 }),
      });
      results[link.label] = { path: link.path, ...inPage, polled };
    }
    const ok = Object.values(results).every((result) => result.medianMs <= TARGET_MS);
    console.info(
      formatTable(
        ['deep link (hard reload → content painted)', 'median', 'min', 'max', 'seen from Node (median)', 'target'],
        Object.entries(results).map(([label, r]) => [
          label,
          `${r.medianMs} ms`,
          `${r.minMs} ms`,
          `${r.maxMs} ms`,
          `${r.polled.medianMs} ms`,
          `≤ ${TARGET_MS} ms`,
        ]),
      ),
    );
    const load = loadavg()[0].toFixed(1);
    if (verbose) console.info({ results, load });
    return { ok, results: { targetMs: TARGET_MS, runs: RUNS, loadAverage: Number(load), links: results } };
  } finally {
    await browser.close();
    await server.close();
  }
}
