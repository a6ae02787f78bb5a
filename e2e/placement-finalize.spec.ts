import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('principal') });

const rowBoxes = (page: Page) => page.getByRole('table').locator('tbody').getByRole('checkbox');

test('principal finalizes a batch of fully graded results', async ({ page }) => {
  // Lowest interview scores first: every row has both a test and an interview score.
  await page.goto('/placement-test-results?sortBy=interviewScore');
  await expect(page.getByRole('heading', { name: 'Placement Test Results', level: 1 })).toBeVisible();
  await expect(rowBoxes(page)).toHaveCount(5, { timeout: 15_000 });
  const names = await page.getByRole('table').locator('tbody tr td:nth-child(6)').allTextContents();
  await rowBoxes(page).nth(0).check();
  await rowBoxes(page).nth(1).check();
  const bar = page.getByRole('region', { name: 'Bulk finalize' });
  await expect(bar).toContainText('2 student(s)');
  await expect(bar.getByRole('button', { name: 'Set' })).toHaveCount(0);
  await bar.getByLabel('Set status to').selectOption('REJECT');
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: 'Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize placement tests' });
  await expect(dialog).toContainText('Set 2 students to Reject?');
  await expect(dialog).toContainText(names[0]!);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Set' }).dblclick();
  await expect(page.getByText('Successfully Finalized Placement Test!')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: names[0]! })).toContainText('Reject');
});

test('an incomplete batch gets the warning instead of Set', async ({ page }) => {
  // Highest first puts results without an interview score at the top.
  await page.goto('/placement-test-results?sortBy=-interviewScore');
  await expect(rowBoxes(page)).toHaveCount(5, { timeout: 15_000 });
  await rowBoxes(page).nth(0).check();
  const bar = page.getByRole('region', { name: 'Bulk finalize' });
  await bar.getByLabel('Set status to').selectOption('ACCEPT');
  await expect(bar.getByText('Some selected placement test has not been fully graded!')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Set' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the list exports the current filter as CSV', async ({ page }) => {
  await page.goto('/placement-test-results?ptResultStatus=WITHDRAWN');
  await expect(rowBoxes(page).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Academic Year,Branch,Programme,Level,Student,Test Score,Test Remark,Interview Score,Interview Remark,Status');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.endsWith('Withdrawn'))).toBe(true);
});

test('final mode: ticked rows are finished after a warning about missing scores', async ({ page }) => {
  await page.goto('/placement-test-results/add?resultType=final&programmeId=mp-academic&masterLevelId=ml-primary1&pageSize=5');
  await expect(page.getByRole('heading', { name: 'Final Result', level: 1 })).toBeVisible();
  const boxes = page.getByRole('table').locator('tbody').getByRole('checkbox');
  await expect(boxes).toHaveCount(5, { timeout: 15_000 });
  await page.getByRole('checkbox', { name: 'Select all students on this page' }).check();
  const bar = page.getByRole('region', { name: 'Finish' });
  await expect(bar).toContainText('5 student(s)');
  await bar.getByLabel('Final status').selectOption('WITHDRAWN');
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish placement tests' });
  await expect(dialog).toContainText('have no test or interview score yet');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Finish anyway' }).click();
  await expect(page.getByText('Successfully Finalized Placement Test!')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: 'Withdrawn' })).toHaveCount(5);
});
