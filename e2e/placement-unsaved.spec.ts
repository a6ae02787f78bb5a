import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';
import { gridRows, PRIMARY1_ENTRY } from './placement-helpers';

test.use({ storageState: storageStateFor('principal') });

test('leaving with unsaved scores asks first, and the draft survives a reload and an expired session', async ({ page, consoleErrors }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=interview`);
  await expect(gridRows(page)).toHaveCount(25, { timeout: 15_000 });
  const name = (await gridRows(page).first().locator('th').textContent())!;
  const score = page.getByRole('textbox', { name: `Score for ${name}` });
  const notes = page.getByRole('textbox', { name: `Notes for ${name}` });
  await score.fill('66');
  await notes.fill('Shy at first');

  // In-app navigation waits for a confirmation; Stay keeps everything.
  await page.getByRole('link', { name: 'Placement Test Results' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/placement-test-results\/add/);
  await expect(score).toHaveValue('66');

  // A reload (the browser's own prompt accepted) gives the draft back.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(score).toHaveValue('66');
  await expect(notes).toHaveValue('Shy at first');

  // The session expires: the save gets a 401; the page stays with the typed scores, the same user
  // signs in again in place (issue 8, item 5) and the draft is still there.
  consoleErrors.allow(/status of 401/);
  await page.evaluate(() => window.localStorage.setItem('portal.accessToken', 'expired-token'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit placement test results' }).getByRole('button', { name: 'Submit' }).click();
  const signIn = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(/\/placement-test-results\/add/);
  await expect(signIn.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.principal.username);
  await signIn.getByLabel('Password').fill(DEMO_ACCOUNTS.principal.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(score).toHaveValue('66');
  await expect(notes).toHaveValue('Shy at first');
});

test('paging keeps the scores typed on every page, without asking, and Submit sends them all (issue 21 §16)', async ({ page }) => {
  await page.goto(`${PRIMARY1_ENTRY}&resultType=interview&date=2026-11-21`);
  await expect(gridRows(page)).toHaveCount(25, { timeout: 15_000 });
  const onPageOne = (await gridRows(page).first().locator('th').textContent())!;
  await page.getByRole('textbox', { name: `Score for ${onPageOne}` }).fill('12.25');
  await expect(page.getByText('1 unsaved change, kept in this browser until you submit.')).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 26–50 of 67')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await expect(page.getByText('1 unsaved change, all on other pages, kept in this browser until you submit.')).toBeVisible();
  const onPageTwo = (await gridRows(page).first().locator('th').textContent())!;
  await page.getByRole('textbox', { name: `Score for ${onPageTwo}` }).fill('13.75');
  await expect(page.getByText('2 unsaved changes, 1 of them on other pages, kept in this browser until you submit.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit placement test results' });
  await expect(dialog).toContainText('Save the scores of 2 students?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully Graded Placement Tests')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByRole('textbox', { name: `Score for ${onPageOne}` })).toHaveValue('12.25');
});
