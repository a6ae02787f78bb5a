import { expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';
import { gridRows, PRIMARY1_ENTRY } from './placement-helpers';

test.use({ storageState: storageStateFor('principal') });
// Each journey loads the 200-applicant level and runs axe over it: slow on a shared CI machine.
test.beforeEach(() => test.setTimeout(90_000));

const FIRST_LOAD = { timeout: 15_000 };

test('a test day pages on the server: full pages and the day’s count at 5 and at 200 per page', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=final&date=2026-11-21&pageSize=5`);
  await expect(page.getByText('Showing 1–5 of 67')).toBeVisible(FIRST_LOAD);
  await expect(gridRows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 6–10 of 67')).toBeVisible();
  await expect(gridRows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/page=13/);
  await expect(page.getByText('Showing 66–67 of 67')).toBeVisible();
  await expect(gridRows(page)).toHaveCount(2);

  await page.getByLabel('Rows per page').selectOption('200');
  await expect(page.getByText('Showing 1–67 of 67')).toBeVisible();
  await expect(gridRows(page)).toHaveCount(67);
  await expectNoAxeViolations(page);
});

test('the date chooser lists the level’s test days with their students and opens the most recent', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=interview`);
  const chooser = page.getByRole('combobox', { name: 'Test date' });
  await expect(chooser).toBeEnabled(FIRST_LOAD);
  await expect(chooser.locator('option')).toHaveText([
    '28 Nov 2026 (66 students)',
    '21 Nov 2026 (67 students)',
    '14 Nov 2026 (67 students)',
    'All test dates',
  ]);
  await expect(chooser).toHaveValue('2026-11-28');
  await expect(page.getByText('Showing 1–25 of 66')).toBeVisible();
  await chooser.selectOption('2026-11-14');
  await expect(page).toHaveURL(/date=2026-11-14/);
  await expect(page.getByText('Showing 1–25 of 67')).toBeVisible();
  await screenshotsIfAsked(page, 'placement-test-dates');
  await expectNoAxeViolations(page);
});

test('a day without tests (today, say) explains itself and shows no pager', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=interview&date=2026-11-23`);
  await expect(page.getByText('No admitted student of this level has a placement test on this date.')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expect(page.getByText('Rows per page')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('clicking into a scored cell selects its value, so typing replaces it', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=interview`);
  await expect(gridRows(page)).toHaveCount(25, FIRST_LOAD);
  const names = await gridRows(page).locator('th').allTextContents();
  const first = page.getByRole('textbox', { name: `Score for ${names[0]}` });
  const second = page.getByRole('textbox', { name: `Score for ${names[1]}` });
  await first.fill('80');
  await second.click();
  await first.click();
  await page.keyboard.type('87');
  await expect(first).toHaveValue('87');

  // A too-long remark is named as such, not as an invalid score.
  const notes = page.getByRole('textbox', { name: `Notes for ${names[0]}` });
  await notes.fill('x'.repeat(2001));
  await expect(page.getByText('Some remarks are too long: a remark is at most 2,000 characters. Fix the highlighted cells first.')).toBeVisible();
  await expect(page.getByText(`Notes for ${names[0]}: 2,001 characters, at most 2,000.`)).toBeVisible();
  await expect(page.getByText(/Some scores are not valid/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
