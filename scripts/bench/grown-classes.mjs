// What the benches that print grown demo classes share (class-report-pdf, batch-print): the tables of
// class-report-probe.ts, stored in the demo backend's saved state of the bench's own browser context, and the long
// tasks recorded from the page's start. The demo data users see is never changed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, root, signIn } from './lib.mjs';

// src/domain/form-class/limits.ts REMARK_MAX_LENGTH: a remark as long as the remark screen allows, given to every pupil.
export const REMARK_MAX_LENGTH = 500;
export const FULL_REMARK = 'Shows steady effort in every subject, asks thoughtful questions and helps classmates patiently. '
  .repeat(6)
  .slice(0, REMARK_MAX_LENGTH);

/** Runs in the page before the app on every load: records long tasks from the start. */
function observeLongTasks() {
  globalThis.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the signed-in page: stores the bench's tables in the demo backend's saved state
 * (src/mocks/persistence.ts: one entry per changed table plus a meta entry listing them), keeping the
 * tables the page has saved itself (the session). The caller reloads after.
 */
async function storeTables({ version, tables }) {
  const request = (operation) =>
    new Promise((resolve, reject) => {
      operation.onsuccess = () => resolve(operation.result);
      operation.onerror = () => reject(operation.error);
    });
  const database = await request(globalThis.indexedDB.open('school-portal-demo-backend'));
  const store = database.transaction('state', 'readwrite').objectStore('state');
  const meta = await request(store.get('meta'));
  if (!meta || meta.version !== version) throw new Error(`no saved demo state of seed version ${version}`);
  for (const [name, rows] of Object.entries(tables)) store.put(rows, `table:${name}`);
  await request(store.put({ version, tables: [...new Set([...meta.tables, ...Object.keys(tables)])] }, 'meta'));
  database.close();
}

/**
 * The grown classes' tables, built from the seed in Node by class-report-probe.ts into `file`: each of `classIds`
 * grown to `students`, every one of their remarks of `term` set to `remark`, Han stripped from their names if asked.
 */
export function grownClassTables({ file, classIds, students, term, stripHan, remark }) {
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const args = [file, classIds.join(','), String(students), String(term), stripHan ? '1' : '0', remark];
  execFileSync(tsx, [join(root, 'scripts', 'bench', 'class-report-probe.ts'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A fresh browser context of `browser` (downloads accepted), signed in as the principal, with `tables` in its saved
 * demo state and long tasks observed from the start, on `path`. Close the context when done.
 */
export async function openGrownPage(browser, baseURL, tables, path) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, 'principal', DEMO_PASSWORD);
  // Let the app's own save of the new session land first, so it cannot overwrite the grown classes.
  await page.waitForTimeout(500);
  await page.evaluate(storeTables, tables);
  await page.addInitScript(observeLongTasks);
  await page.goto(path);
  return { context, page };
}
