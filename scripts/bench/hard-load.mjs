// Bench: a hard load of every menu route on the demo build, as a teacher opening a bookmark in a fresh
// tab sees it: signed in (the token in localStorage), the demo school its first visit saved in IndexedDB, an
// empty HTTP cache, `page.goto` of the route.
// Per route it prints the JS files fetched, the JS+CSS transferred (gzip -9 of the built file, as
// bundle-size counts it), when the first API request left and the time to content, all from the
// navigation's start. Fails when a route fetches more than MAX_JS_FILES JS files or shows its content later than
// MAX_CONTENT_MS after the navigation started (issue 22: 25 files, 1 s).
//
// "Content" is the same for every route, so that no route's definition can be bent to flatter it: the
// page's h1 is shown, no loading status (a spinner's role="status" or an aria-busy region) is left in
// <main>, and <main> holds at least one piece of data — a table body row, a card, a list item, a form
// field or an empty state.
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS, buildApp, formatTable, launchChromium, root, serve, signedInPage, waitForDemoSchoolSaved } from './lib.mjs';

export const name = 'hard-load';

const MAX_JS_FILES = 25;
const MAX_CONTENT_MS = 1000;
const KB = 1000;
// Every menu entry is visible to one of these demo accounts; a route is loaded by the first that sees it.
const ACCOUNTS = ['principal', 'homeroom', 'teacher'];
const CONTENT_TIMEOUT_MS = 30_000;

/** Runs in the page: performance.now() once the route shows its content (see the header), polled every frame. */
function contentShown() {
  const main = globalThis.document.querySelector('main');
  if (!main) return false;
  const heading = main.querySelector('h1');
  if (!heading || heading.getClientRects().length === 0) return false;
  if (main.querySelector('[role="status"] .spinner-border, [aria-busy="true"]')) return false;
  const data = main.querySelector('tbody tr, .card, li, input, select, textarea, .empty-state, .fc-view');
  return data ? performance.now() : false;
}

/** Runs in the page: when the first request to the API left, from the navigation's start. */
function firstApiRequestMs() {
  const api = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
  return api.length ? Math.round(Math.min(...api.map((entry) => entry.startTime))) : null;
}

function isScript(url) {
  return /\.m?js$/.test(new URL(url).pathname);
}

function isCode(url) {
  return /\.(m?js|css)$/.test(new URL(url).pathname);
}

/** gzip -9 bytes of a built file, or of the response when the file is not the build's. */
async function gzipBytes(response, outDir) {
  const onDisk = join(root, outDir, decodeURIComponent(new URL(response.url()).pathname));
  let body;
  try {
    body = statSync(onDisk).isFile() ? readFileSync(onDisk) : await response.body();
  } catch {
    body = await response.body();
  }
  return gzipSync(body, { level: 9 }).length;
}

/** The menu's routes as the signed-in `page` shows them (collapsed groups included). */
async function menuPaths(page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor({ timeout: CONTENT_TIMEOUT_MS });
  return menu.locator('a[href]').evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
}

/** One hard load of `path` in a fresh context holding `storageState` (the session, no HTTP cache). */
async function hardLoad(browser, baseURL, storageState, path, outDir) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  const page = await context.newPage();
  const responses = new Map();
  page.on('response', (response) => {
    if (isCode(response.url()) && !responses.has(response.url())) responses.set(response.url(), response);
  });
  try {
    await page.goto(`${baseURL}${path}`);
    const shown = await page.waitForFunction(contentShown, undefined, { polling: 'raf', timeout: CONTENT_TIMEOUT_MS });
    const contentMs = Math.round(await shown.jsonValue());
    const firstApiMs = await page.evaluate(firstApiRequestMs);
    const landedOn = new URL(page.url()).pathname;
    const code = [...responses.values()];
    let gzip = 0;
    for (const response of code) gzip += await gzipBytes(response, outDir);
    return {
      path,
      landedOn,
      jsFiles: code.filter((response) => isScript(response.url())).length,
      cssFiles: code.filter((response) => !isScript(response.url())).length,
      codeKbGzip: Number((gzip / KB).toFixed(1)),
      firstApiMs,
      contentMs,
    };
  } finally {
    await context.close();
  }
}

export async function run({ verbose = false } = {}) {
  const build = BUILDS.demo;
  buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  const loadBefore = loadavg()[0];
  try {
    const routes = [];
    // The landing page is the door after sign-in but no menu entry.
    const seen = new Set();
    for (const account of ACCOUNTS) {
      const signedIn = await signedInPage(browser, server.baseURL, account);
      const shown = await menuPaths(signedIn);
      const paths = (account === ACCOUNTS[0] ? ['/landing', ...shown] : shown).filter((path) => !seen.has(path));
      // The demo backend keeps its sessions in IndexedDB (without them the token would be unknown to the fresh tab)
      // and, as in a returning teacher's browser, the copy of the school its first load saved.
      await waitForDemoSchoolSaved(signedIn, CONTENT_TIMEOUT_MS);
      const storageState = await signedIn.context().storageState({ indexedDB: true });
      await signedIn.context().close();
      for (const path of paths) {
        seen.add(path);
        routes.push({ account, ...(await hardLoad(browser, server.baseURL, storageState, path, build.outDir)) });
      }
    }
    const load = [loadBefore, loadavg()[0]].map((value) => Number(value.toFixed(1)));
    console.info(
      formatTable(
        ['route (hard load)', 'account', 'JS files', 'CSS files', 'JS+CSS KB gz', 'first API', 'content'],
        routes.map((r) => [
          r.landedOn === r.path ? r.path : `${r.path} → ${r.landedOn}`,
          r.account,
          r.jsFiles,
          r.cssFiles,
          r.codeKbGzip,
          r.firstApiMs === null ? '–' : `${r.firstApiMs} ms`,
          `${r.contentMs} ms`,
        ]),
      ),
    );
    console.info(`load average (1 min) before / after: ${load[0]} / ${load[1]} on this machine`);
    const signedOut = routes.filter((r) => r.landedOn !== r.path);
    if (signedOut.length) console.error(`${name}: FAIL — not the route asked for: ${signedOut.map((r) => `${r.path} → ${r.landedOn}`).join(', ')}`);
    const over = routes.filter((r) => r.jsFiles > MAX_JS_FILES);
    if (over.length) console.error(`${name}: FAIL — more than ${MAX_JS_FILES} JS files on ${over.map((r) => r.path).join(', ')}`);
    const slow = routes.filter((r) => r.contentMs > MAX_CONTENT_MS);
    if (slow.length) console.error(`${name}: FAIL — content later than ${MAX_CONTENT_MS} ms on ${slow.length} of ${routes.length} routes`);
    if (verbose) console.info(routes);
    return {
      ok: over.length === 0 && signedOut.length === 0 && slow.length === 0,
      results: { maxJsFiles: MAX_JS_FILES, maxContentMs: MAX_CONTENT_MS, loadAverage: load, routes },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
