import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

const SUBJECT = 'Mathematics – Primary 4 Courage';

// Issue 8, item 7: the second click of a double click on a button that opens a confirmation must
// not land on the dialog's backdrop or Cancel (which closed it at once, with nothing saved).
test('a double click on Save marks leaves the confirmation open; confirming saves once', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/gradebook/scores')) saves.push(request.postData() ?? '');
  });
  await page.goto('/gradebook/sy-primary-4-courage-mathematics?term=3');
  const grid = page.getByRole('table', { name: `Marks of ${SUBJECT}, term 3` });
  const first = grid.getByRole('textbox').nth(0);
  await first.fill('38');
  await expect(page.getByText(/unsaved changes?\./)).toBeVisible();

  await page.getByRole('button', { name: 'Save marks' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Save marks?' });
  await expect(dialog).toBeVisible();
  // Give a wrongly handled second click time to close it.
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  expect(saves).toHaveLength(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toContain('"score":38');
  await expect(first).toHaveValue('38');
  await expectNoAxeViolations(page);
});
