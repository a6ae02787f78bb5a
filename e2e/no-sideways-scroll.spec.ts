import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect, storageStateFor, test, type StoredAccount } from './fixtures';
import { PRIMARY1_ENTRY } from './placement-helpers';

// Issue 21 §19: no screen scrolls sideways at the two desktop sizes the portal targets, with the menu shown or hidden.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;
/**
 * 1280×800 with the menu shown leaves the content its narrowest width (the menu takes more than the 160 px between
 * the sizes), so the walk over every screen checks that state alone; the screens issue 21 named check all four.
 */
const NARROWEST = SIZES[1];
type MenuState = 'shown' | 'hidden';
const MENU_STATES: readonly MenuState[] = ['shown', 'hidden'];

/** How far the page scrolls sideways (0 when it does not), and the widest elements that stick out of it. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= limit + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
    return { overflow: root.scrollWidth - root.clientWidth, culprits };
  });
}

/** Tables whose own scroller hides columns at this size (a cut-off Status column), by their caption or first header. */
async function tablesWiderThanTheirBox(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .table-responsive')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.querySelector('caption')?.textContent ?? box.querySelector('th')?.textContent ?? 'a table'),
  );
}

async function setMenu(page: Page, state: MenuState) {
  const toggle = page.getByRole('button', { name: state === 'shown' ? 'Show menu' : 'Hide menu' });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await (state === 'shown' ? expect(nav).toBeVisible() : expect(nav).toBeHidden());
}

/** The page at both sizes, menu shown and hidden: what scrolls sideways, in words ([] when nothing does). */
async function findSidewaysScroll(page: Page, what: string, { tables = false, narrowestOnly = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const size of narrowestOnly ? [NARROWEST] : SIZES) {
    await page.setViewportSize(size);
    for (const menu of narrowestOnly ? (['shown'] as const) : MENU_STATES) {
      await setMenu(page, menu);
      const { overflow, culprits } = await sidewaysOverflow(page);
      const where = `${what} at ${size.width}×${size.height}, menu ${menu}`;
      if (overflow > 0) found.push(`${where}: the page scrolls ${overflow} px sideways (${culprits.join('; ')})`);
      if (tables) for (const table of await tablesWiderThanTheirBox(page)) found.push(`${where}: "${table}" is wider than its box`);
    }
  }
  await page.setViewportSize(SIZES[0]);
  return found;
}

/** Waits until the screen has its heading and its data (no loader left). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [role="status"] .spinner-border')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('the screens issue 21 §19 found too wide', () => {
  test.use({ storageState: storageStateFor('principal') });
  test.beforeEach(() => test.setTimeout(120_000));

  test('placement Final mode shows every column, Status included, at both sizes', async ({ page }) => {
    await page.goto(`${PRIMARY1_ENTRY}&resultType=final`);
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible({ timeout: 15_000 });
    await settle(page);
    expect(await findSidewaysScroll(page, 'Final Result', { tables: true })).toEqual([]);
  });

  test('SVE assignments show "Set by" without scrolling, at both sizes', async ({ page }) => {
    await page.goto(paths.sves.path);
    await settle(page);
    await page.getByRole('main').getByRole('link').filter({ hasNotText: /^$/ }).first().click();
    await expect(page.getByRole('columnheader', { name: 'Set by' })).toBeVisible({ timeout: 15_000 });
    await settle(page);
    expect(await findSidewaysScroll(page, 'SVE assignments', { tables: true })).toEqual([]);
  });
});

/** The pattern of a path with parameters as a regular expression over a pathname. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/** Paths that are no screen to look at: the root redirect, sign-in and its hand-off, and the error pages (no menu). */
const NOT_SCREENS = new Set<string>([paths.root.path, paths.login.path, paths.handoff.path, paths.notFound.path, paths.notAuthorized.path]);
const SCREENS = Object.values(paths)
  .map((definition) => definition.path as string)
  .filter((path) => !NOT_SCREENS.has(path));
const STATIC = SCREENS.filter((path) => !path.includes(':'));
const WITH_PARAMS = SCREENS.filter((path) => path.includes(':'));

/** The first pathname among `hrefs` for each path with parameters still unresolved (a static path is never one). */
function resolve(hrefs: readonly string[], resolved: Map<string, string>) {
  for (const href of hrefs) {
    const url = new URL(href, 'http://portal.test');
    if (STATIC.includes(url.pathname)) continue;
    const path = WITH_PARAMS.find((candidate) => !resolved.has(candidate) && patternOf(candidate).test(url.pathname));
    if (path) resolved.set(path, url.pathname + url.search);
  }
}

const linksOn = (page: Page) => page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

for (const account of ['principal', 'teacher'] as const satisfies readonly StoredAccount[]) {
  test.describe(`every screen the ${account} reaches`, () => {
    test.use({ storageState: storageStateFor(account) });

    test(`scrolls no screen sideways at 1440×900 and 1280×800, menu shown or hidden (${account})`, async ({ page }) => {
      // A hang guard, not a speed check: the principal's walk (every screen once, two menu states) ran past 10 minutes
      // on the clean-clone CI run of 2026-11-29 while still walking (on a lesson page), once the audit screens joined it.
      test.setTimeout(900_000);
      const resolved = new Map<string, string>();
      const found: string[] = [];
      const visit = async (url: string) => {
        await page.goto(url);
        await settle(page);
        resolve(await linksOn(page), resolved);
        found.push(...(await findSidewaysScroll(page, url, { narrowestOnly: true })));
      };
      for (const path of STATIC) await visit(path);
      // Each screen with parameters, opened by the first link to it on the screens visited so far.
      const opened = new Set<string>();
      for (let next = [...resolved.keys()]; next.length > 0; next = [...resolved.keys()].filter((path) => !opened.has(path))) {
        for (const path of next) {
          opened.add(path);
          await visit(resolved.get(path) ?? path);
        }
      }
      test.info().annotations.push({ type: 'not reached by a link', description: WITH_PARAMS.filter((path) => !resolved.has(path)).join(', ') });
      expect(found).toEqual([]);
    });
  });
}
