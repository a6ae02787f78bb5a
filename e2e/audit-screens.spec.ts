import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The audit screens (issue 24 §3): a remark saved by the form teacher is found in the class's term history, filtered by
// person and section, and in its CSV; a pupil page opened by the principal is found in the personal details log. The
// demo backend writes to IndexedDB after it answers, so each journey moves on in the app rather than reloading at once.

const expect = baseExpect.configure({ timeout: 15_000 });
const CLASS = 'Primary 5 Courage';
const CLASS_PAGE = '/classrooms/cy-primary-5-courage';

test.setTimeout(150_000);

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('the form teacher', () => {
  test.use({ storageState: storageStateFor('homeroom') });

  test("finds a saved remark in its row's history, in the class's term history filtered by person and section, and in its CSV", async ({ page }) => {
    const remark = `Audit journey ${Date.now()}: kind to classmates.`;
    await page.goto('/remark/cy-primary-5-courage/ay-2026?term=2');
    const grid = page.getByRole('table', { name: `Remarks of ${CLASS}, term 2` });
    await grid.getByRole('textbox').first().fill(remark);
    await page.getByRole('button', { name: 'Save remarks' }).click();
    await page.getByRole('dialog', { name: 'Save remarks?' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Remarks saved.')).toBeVisible();

    // The row's own history, one click from the grid (issue 24 §2): the remark only, not the term's other sections.
    await grid.getByRole('button', { name: /^History of Remarks · .+ · term 2$/ }).first().click();
    const history = page.getByRole('dialog', { name: /^History of Remarks · / });
    const latest = history.getByRole('listitem').filter({ hasText: remark }).first();
    await expect(latest).toContainText('Mr Daniel Tan');
    await expect(latest).toContainText(`→ ${remark}`);
    await expect(history).not.toContainText('Conduct');
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Close' }).first().click();
    await expect(history).toHaveCount(0);

    await mainMenu(page).getByRole('link', { name: 'Classrooms' }).click();
    await page.getByRole('link', { name: CLASS, exact: true }).click();
    await page.getByRole('link', { name: 'Change history, term 2', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${CLASS}: changes in term 2` })).toBeVisible();

    await page.getByLabel('Person').selectOption({ label: 'Mr Daniel Tan' });
    await page.getByLabel('Section').selectOption('Remarks');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/section=Remarks/);
    const table = page.getByRole('table', { name: /records in term 2/ });
    const row = table.getByRole('row').filter({ hasText: remark });
    await expect(row).toContainText('Mr Daniel Tan');
    await expect(row).toContainText('Remarks');
    await screenshotsIfAsked(page, 'audit-class-history');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('When,Who,Section,Record,Change');
    expect(csv).toContain(`→ ${remark}`);
    expect(csv).not.toMatch(/^[^,]*,[^,]*,Conduct,/m);

    await expectNoAxeViolations(page);
  });
});

test.describe('the principal', () => {
  test.use({ storageState: storageStateFor('principal') });

  test("finds her read of a pupil's particulars in the personal details log", async ({ page }) => {
    await page.goto(CLASS_PAGE);
    // The class's pupils are its last table; opening one reads their particulars.
    await page.getByRole('table').last().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Particulars' })).toBeVisible();
    const pupil = (await page.getByRole('heading', { level: 1 }).innerText()).trim().replace(/\s*\p{Script=Han}+$/u, '');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('table', { name: /^Changes to .*'s records$/ })).toBeVisible();
    await screenshotsIfAsked(page, 'audit-pupil-history');

    await mainMenu(page).getByRole('link', { name: 'Personal details log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details log' })).toBeVisible();
    await page.getByLabel('Person').selectOption({ label: 'Mdm Siti Rahmah' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('table', { name: 'Reads of pupils’ personal details' });
    await expect(table.getByRole('row').filter({ hasText: pupil }).first()).toContainText('Mdm Siti Rahmah');
    await screenshotsIfAsked(page, 'audit-personal-details-log');

    await expectNoAxeViolations(page);
  });
});
