import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';
import { gridRows, pasteInto, PRIMARY1_ENTRY } from './placement-helpers';

test.use({ storageState: storageStateFor('principal') });

test('principal grades a level in test mode by keyboard and paste', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=test`);
  await expect(page.getByRole('heading', { name: 'Subject Test Result', level: 1 })).toBeVisible();
  await expect(gridRows(page)).toHaveCount(25, { timeout: 15_000 });
  const rows = gridRows(page);
  const names = await rows.locator('th').allTextContents();

  // Keyboard: type, Enter goes down the column, ArrowRight moves to the next subject.
  const firstEnglish = page.getByRole('textbox', { name: `English score for ${names[0]}` });
  await firstEnglish.click();
  await firstEnglish.fill('');
  await page.keyboard.type('88');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `English score for ${names[1]}` })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('92');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: `Mathematics score for ${names[1]}` })).toBeFocused();

  // Paste a column copied from a spreadsheet: fills downwards, the invalid value is kept and flagged.
  const firstMaths = page.getByRole('textbox', { name: `Mathematics score for ${names[0]}` });
  await pasteInto(firstMaths, '70\r\n71\r\nabsent\r\n73\r\n74\r\n');
  await expect(page.getByRole('textbox', { name: `Mathematics score for ${names[2]}` })).toHaveValue('absent');
  await expect(page.getByRole('textbox', { name: `Mathematics score for ${names[2]}` })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: `Mathematics score for ${names[4]}` })).toHaveValue('74');
  await expect(page.getByText('1 of them is not a valid score and is highlighted.', { exact: false })).toBeVisible();

  // Submit refuses while a value is invalid and puts the focus on it.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Some scores are not valid/)).toBeVisible();
  const bad = page.getByRole('textbox', { name: `Mathematics score for ${names[2]}` });
  await expect(bad).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('72');
  await expect(bad).toHaveAttribute('aria-invalid', 'false');

  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit placement test results' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully Graded Placement Tests')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  // The saved scores come back from the server after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `English score for ${names[1]}` })).toHaveValue('92');
  await expect(page.getByRole('textbox', { name: `Mathematics score for ${names[2]}` })).toHaveValue('72');
  await expectNoAxeViolations(page);
});

test('the setting-not-found level and the incomplete filters are explained', async ({ page }) => {
  await page.goto('/placement-test-results/add?resultType=interview');
  await expect(page.getByText('Please complete all of the filters above first.')).toBeVisible();
  await page.goto('/placement-test-results/add?programmeId=mp-academic&masterLevelId=ml-junior-college1');
  await expect(page.getByText('Placement test setting is not found. Please contact administration to add it first')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
