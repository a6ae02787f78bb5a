import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const titles = (table: Locator) => table.locator('tbody tr td:first-child');

test.describe('assignments list', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('the teacher exports the list as CSV, filters by title, type and class, sorts by title, and the URL keeps it all', async ({ page }) => {
    await page.goto('/assignments');
    const table = page.getByRole('table', { name: 'Assignments' });
    // A first page of 10 of the 13 assignments reaching the teacher's classes, latest due date first.
    await expect(titles(table)).toHaveCount(10);
    await expect(titles(table).first()).toHaveText('Introduction: whole numbers');
    await screenshotsIfAsked(page, 'assignments');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('assignments.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Title,Type,Class,Subject,Start date,Due date,Students,Submitted,Graded');
    expect(csv).toContain('Adding and subtracting: decimals,Lesson,Selected students,Mathematics,2026-11-18,2026-11-25,6,');

    await page.getByLabel('Search by title').fill('decimals');
    await expect(page).toHaveURL(/title=decimals/);
    await expect(titles(table)).toHaveText(['Adding and subtracting: decimals', 'Introduction: decimals']);

    await page.getByRole('button', { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sortBy=title/);
    await expect(titles(table)).toHaveText(['Adding and subtracting: decimals', 'Introduction: decimals']);
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sortBy=-title/);
    await expect(titles(table)).toHaveText(['Introduction: decimals', 'Adding and subtracting: decimals']);

    await page.getByLabel('Type').selectOption('Quiz');
    await expect(page).toHaveURL(/assignmentType=Quiz/);
    await expect(page.getByText('No assignments match these filters.')).toBeVisible();
    await page.getByLabel('Type').selectOption('');

    const classBox = page.getByRole('combobox', { name: 'Class' });
    await classBox.click();
    await classBox.fill('Primary 6');
    await page.getByRole('option', { name: 'Primary 6 Integrity' }).click();
    await expect(page).toHaveURL(/classYearId=cy-primary-6-integrity/);
    await expect(page.getByText('No assignments match these filters.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Search by title')).toHaveValue('decimals');
    await expect(classBox).toHaveValue('Primary 6 Integrity');
    await expectNoAxeViolations(page);
  });
});
