import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

const SUBJECT = 'Mathematics – Primary 4 Courage';

test('a teacher enters marks by keyboard and paste, sees the grades and saves them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/gradebook');
  await expect(page.getByRole('heading', { level: 1, name: 'Gradebook' })).toBeVisible();
  await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: SUBJECT }).click();
  await page.getByRole('link', { name: 'Term 1' }).click();
  await expect(page).toHaveURL(/\/gradebook\/sy-primary-4-courage-mathematics\?term=1$/);
  const grid = page.getByRole('table', { name: `Marks of ${SUBJECT}, term 1` });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('list', { name: 'Grade legend' })).toContainText('75 and above');

  const inputs = grid.getByRole('textbox');
  const rows = grid.locator('tbody tr');
  const resultOf = async (row: number) => {
    const cells = rows.nth(row).getByRole('cell');
    const count = await cells.count();
    return [await cells.nth(count - 3).innerText(), await cells.nth(count - 2).innerText(), await cells.nth(count - 1).innerText()];
  };

  // Keyboard: type over the first mark, Enter goes down the column, arrows move across.
  await inputs.nth(0).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(inputs.nth(2)).toBeFocused();
  await page.keyboard.type('20');
  await page.keyboard.press('Shift+Enter');
  await expect(inputs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(inputs.nth(1)).toBeFocused();
  await page.keyboard.type('45');
  await expect.poll(() => resultOf(0)).toEqual(['85', '85', 'A']);

  // Paste a column copied from a spreadsheet into the second assessment, from the second student down.
  await page.evaluate(() => navigator.clipboard.writeText('30\n25.5\n12\n'));
  await inputs.nth(3).click();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(inputs.nth(3)).toHaveValue('30');
  await expect(inputs.nth(5)).toHaveValue('25.5');
  await expect(inputs.nth(7)).toHaveValue('12');
  await expect.poll(async () => (await resultOf(1))[2]).toMatch(/^(C|–)$/);
  await expect(page.getByText(/unsaved changes?\./)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save marks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save marks?' });
  await expect(dialog).toContainText(`of ${SUBJECT}, term 1?`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  // The demo backend keeps its data across a reload: the saved marks come back from it.
  await page.reload();
  await expect(grid.getByRole('textbox').nth(0)).toHaveValue('40');
  await expect(grid.getByRole('textbox').nth(1)).toHaveValue('45');
  await expect(grid.getByRole('textbox').nth(5)).toHaveValue('25.5');
  await expect.poll(() => resultOf(0)).toEqual(['85', '85', 'A']);
});

test('typed marks survive a reload as a draft until saved', async ({ page }) => {
  await page.goto('/gradebook/sy-primary-4-courage-mathematics?term=2');
  const grid = page.getByRole('table', { name: `Marks of ${SUBJECT}, term 2` });
  const first = grid.getByRole('textbox').nth(0);
  await first.fill('17');
  await page.reload();
  await expect(first).toHaveValue('17');
  await expect(page.getByText(/unsaved marks? from your last visit (?:was|were) restored/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving for another term with unsaved marks asks first; Stay keeps them.
  await page.getByRole('link', { name: 'Term 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\?term=2$/);
  await expect(first).toHaveValue('17');
});

test('a teacher who stays when the browser asks before a reload still saves the typed marks', async ({ page }) => {
  await page.goto('/gradebook/sy-primary-4-courage-mathematics?term=2');
  const grid = page.getByRole('table', { name: `Marks of ${SUBJECT}, term 2` });
  const first = grid.getByRole('textbox').nth(0);
  await first.fill('18');
  await expect(page.getByText(/unsaved changes?\./)).toBeVisible();

  // The browser's own "Leave site?" before a reload, answered with Cancel: the page stays.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(first).toHaveValue('18');

  // The demo backend stayed with the page: the save is answered, not lost to the static server.
  await page.getByRole('button', { name: 'Save marks' }).click();
  await page.getByRole('dialog', { name: 'Save marks?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.reload();
  await expect(first).toHaveValue('18');
  await expectNoAxeViolations(page);
});

test('a term score built from a blank mark reads as incomplete, not as a plain score', async ({ page }) => {
  await page.goto('/gradebook/sy-primary-4-courage-mathematics?term=2');
  const grid = page.getByRole('table', { name: `Marks of ${SUBJECT}, term 2` });
  const inputs = grid.getByRole('textbox');
  const row = grid.locator('tbody tr').first();
  await inputs.nth(0).fill('');
  await inputs.nth(1).fill('45');
  const termScore = row.getByTitle(/^Incomplete: No mark for Continuous Assessment Term/).first();
  await expect(termScore).toHaveText('45* (incomplete: No mark for Continuous Assessment Term)');
  await expect(termScore.locator('[aria-hidden="true"]')).toBeVisible();
  await expect(page.getByText('Incomplete: not every mark has been entered; a missing mark counts as 0.')).toBeVisible();
  await inputs.nth(0).fill('20');
  await expect(row.getByTitle(/^Incomplete: No mark/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
