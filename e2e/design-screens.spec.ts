import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, storageStateFor, test, type StoredAccount } from './fixtures';
import { openFirstChapter } from './resources-helpers';

/*
 * The design review's screens (docs/design.md, issue 21 §24): about ten screens a teacher and a principal
 * use every day, at both desktop sizes, each checked with axe. Run it when the look changes:
 *   SHOTS_DIR=/tmp/design-shots npx playwright test design-screens   (screens of every account, full page)
 *   DESIGN_DOCS=1 npx playwright test design-screens                 (also re-takes docs/design/*.png)
 * Without either only the first test runs (the shared look); every screen here has its own journey spec.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
const DOCS_DIR = process.env.DESIGN_DOCS ? join(import.meta.dirname, '..', 'docs', 'design') : undefined;
const SIZES = [
  [1440, 900],
  [1280, 800],
] as const;

const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS_ASKED = Boolean(SHOTS_DIR ?? DOCS_DIR);

/** Screenshots of the screen as it is now at both sizes, then axe; no screen may scroll sideways. */
async function shoot(page: Page, account: string, name: string, docsName?: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways, `${name} scrolls sideways at ${width}×${height}`).toBe(false);
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `${account}-${name}-${width}.png`), fullPage: true });
    }
    if (DOCS_DIR && docsName) await page.screenshot({ path: join(DOCS_DIR, `screen-${docsName}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
}

/** A shared component's picture for docs/design.md. */
async function shootPart(part: Locator, docsName: string): Promise<void> {
  if (DOCS_DIR) await part.screenshot({ path: join(DOCS_DIR, `${docsName}.png`) });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the shared look (docs/design.md)', () => {
  test.use({ storageState: storageStateFor('teacher') });

  test('names in lists and panels are not underlined until hovered or focused; buttons take their context’s size and the one secondary style', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const task = page.getByRole('region', { name: /marks missing/i }).getByRole('link').first();
    await expect(task).toBeVisible();
    const look = (link: Locator) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { underline: style.textDecorationLine, weight: style.fontWeight, outline: style.outlineStyle };
      });
    expect(await look(task)).toMatchObject({ underline: 'none' });

    await page.goto('/classrooms');
    const name = page.getByRole('table', { name: 'Classes' }).getByRole('link').first();
    await expect(name).toBeVisible();
    expect(await look(name)).toMatchObject({ underline: 'none', weight: '500' });
    await name.focus();
    expect(await look(name)).toMatchObject({ underline: 'underline', outline: 'solid' });
    await name.blur();
    await name.hover();
    expect(await look(name)).toMatchObject({ underline: 'underline' });

    // The toolbar's secondary action is as high as the fields beside it, in body-coloured text.
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const box = await exportButton.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(34);
    expect(await exportButton.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(33, 37, 41)');
  });
});

for (const account of ['teacher', 'principal'] as const satisfies readonly StoredAccount[]) {
  test.describe(`design screens of the ${account}`, () => {
    test.skip(!SHOTS_ASKED, 'only when screenshots are asked for (SHOTS_DIR or DESIGN_DOCS)');
    test.setTimeout(240_000);
    test.use({ storageState: storageStateFor(account) });

    test('dashboard, classes, gradebook, assignments, grading', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
      await settled(page);
      await shoot(page, account, 'dashboard', `dashboard-${account}`);
      if (account === 'principal') await shootPart(page.getByRole('region', { name: 'At a glance' }), 'dashboard-stat-tiles');
      if (account === 'teacher') {
        await shootPart(page.locator('.dashboard-columns'), 'dashboard-panels-teacher');
        await shootPart(page.getByRole('banner'), 'top-bar');
      }

      await page.goto('/classrooms');
      const classes = page.getByRole('table', { name: 'Classes' });
      await expect(classes.getByRole('link').first()).toBeVisible();
      await settled(page);
      await shoot(page, account, 'classrooms', account === 'principal' ? 'classrooms' : undefined);
      if (account === 'principal') {
        await shootPart(page.locator('.page-header'), 'page-header');
        await shootPart(page.locator('.data-table'), 'data-table-comfortable');
        await shootPart(page.locator('.table-toolbar'), 'table-toolbar');
        await page.getByLabel('Search by name').fill('no class has this name');
        await expect(classes.getByRole('cell').first()).toContainText(/No /);
        await shootPart(page.locator('.data-table'), 'state-empty');
        await page.getByLabel('Search by name').fill('');
      }
      await classes.getByRole('link').first().click();
      await expect(page.getByRole('table', { name: 'Students' }).getByRole('link').first()).toBeVisible();
      await settled(page);
      await shoot(page, account, 'class', account === 'principal' ? 'class' : undefined);

      await page.goto('/gradebook');
      await settled(page);
      await page.getByRole('main').getByRole('table').first().getByRole('link').first().click();
      await page.getByRole('link', { name: 'Term 2' }).click();
      await expect(page.getByRole('table', { name: /^Marks of / })).toBeVisible();
      await settled(page);
      await shoot(page, account, 'gradebook-sheet', account === 'teacher' ? 'gradebook-sheet' : undefined);

      await page.goto('/assignments');
      const assignments = page.getByRole('table', { name: 'Assignments' });
      await expect(assignments.locator('tbody tr').first()).toBeVisible();
      await settled(page);
      await shoot(page, account, 'assignments', account === 'teacher' ? 'assignments' : undefined);

      if (account === 'teacher') {
        await page.goto('/assignments/ia-grading-1');
        const students = page.getByRole('table', { name: 'Students' });
        await expect(students.getByRole('link').first()).toBeVisible();
        await settled(page);
        await shoot(page, account, 'assignment', 'assignment');
        await students.getByRole('link').first().click();
        await expect(page.getByRole('form', { name: 'Grading' })).toBeVisible();
        await settled(page);
        await shoot(page, account, 'grading', 'grading');
      }
    });

    test('resources, a lesson, placement results', async ({ page }) => {
      await page.goto('/resources');
      await expect(page.locator('.resource-subject-card a').first()).toBeVisible();
      await settled(page);
      await shoot(page, account, 'resources', account === 'teacher' ? 'resources' : undefined);

      // The principal's first subjects have no chapters yet; the teacher's do.
      if (account === 'teacher') {
        await openFirstChapter(page);
        await settled(page);
        await shoot(page, account, 'chapter');
        await page.getByRole('table', { name: 'Lessons and assignments' }).getByRole('link').first().click();
        await expect(page.locator('.material-card').first()).toBeVisible();
        await settled(page);
        await shoot(page, account, 'lesson', 'lesson');
      } else {
        await page.goto('/placement-test-results');
        const results = page.getByRole('table').first();
        await expect(results.locator('tbody tr').first()).toBeVisible();
        await settled(page);
        await shoot(page, account, 'placement-results', 'placement-list');
        await shootPart(page.locator('.data-table'), 'data-table-compact');
      }
    });
  });
}

test.describe('design screens of the homeroom teacher', () => {
  test.skip(!SHOTS_ASKED, 'only when screenshots are asked for (SHOTS_DIR or DESIGN_DOCS)');
  test.setTimeout(120_000);
  test.use({ storageState: storageStateFor('homeroom') });

  test('the form-class remark grid', async ({ page }) => {
    await page.goto('/remark/cy-primary-5-courage/ay-2026?term=2');
    await expect(page.getByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' })).toBeVisible();
    await settled(page);
    await shoot(page, 'homeroom', 'remark-grid', 'remark-grid');
  });
});
