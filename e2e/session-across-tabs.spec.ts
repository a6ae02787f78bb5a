import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('principal') });

const SHEET = '/gradebook/sy-primary-4-courage-chinese';

// Issue 8, item 5: two tabs of one browser (shared storage). Logging out in tab A used to delete tab
// B's draft, leave B showing class data with a Save that could not work, and lose the typed 33.
test('logging out in one tab keeps the unsaved marks of another, which signs in again in place and saves them', async ({
  context,
  page: tabB,
}) => {
  // Two tabs, each restoring the demo school, on a shared machine.
  test.slow();
  const saves: string[] = [];
  tabB.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/gradebook/scores')) saves.push(request.postData() ?? '');
  });
  const tabA = await context.newPage();
  await tabA.goto('/landing');
  await expect(tabA.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await tabB.goto(SHEET);
  const grid = tabB.getByRole('table', { name: /^Marks of / });
  const first = grid.getByRole('textbox').nth(0);
  await first.fill('33');
  await expect(tabB.getByText(/unsaved changes?\./)).toBeVisible();

  await tabA.getByRole('button', { name: /Profile menu/ }).click();
  await tabA.getByRole('button', { name: 'Log out' }).click();
  await expect(tabA).toHaveURL(/\/login/);

  // Tab B learns at once: same page, values in memory, a sign-in for the same user in place.
  const signIn = tabB.getByRole('dialog', { name: 'Your session has ended' });
  await expect(signIn).toBeVisible();
  await expect(tabB).toHaveURL(new RegExp(`${SHEET}`));
  await expect(signIn.getByLabel('Username')).toHaveValue('principal');
  await expect(first).toHaveValue('33');
  await screenshotsIfAsked(tabB, 'session-ended-in-place-sign-in');
  await expectNoAxeViolations(tabB);

  await signIn.getByLabel('Password').fill(DEMO_ACCOUNTS.principal.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(first).toHaveValue('33');
  await expect(tabB.getByText('You are signed in again. Your unsaved changes are still here: save them when you are ready.')).toBeVisible();

  await tabB.getByRole('button', { name: 'Save marks' }).click();
  await tabB.getByRole('dialog', { name: 'Save marks?' }).getByRole('button', { name: 'Save' }).click();
  await expect(tabB.getByText('Marks saved.')).toBeVisible();
  await expect(tabB.getByText('No unsaved changes.')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toContain('"score":33');
  await expect(first).toHaveValue('33');
  await expectNoAxeViolations(tabB);
});
