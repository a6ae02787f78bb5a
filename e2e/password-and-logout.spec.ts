import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, loginAs, storageStateFor, test } from './fixtures';

test('newcomer is prompted, changes the default password and signs in with the new one', async ({ page }) => {
  // Four sign-ins, three axe scans and a demo reset: past the default 30 s on a loaded 2-core machine.
  test.slow();
  const { username, password } = DEMO_ACCOUNTS.newcomer;
  await loginAs(page, username, password);
  const prompt = page.getByRole('dialog', { name: 'Change your default password' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);

  // The prompt can be dismissed; the profile page offers the same form.
  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });

  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await expect(form.getByText('New password is required')).toBeVisible();
  await expect(form.getByText('Please confirm your new password')).toBeVisible();

  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Confirm new password').fill(password);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('You cannot use the default password. Please choose a stronger password.')).toBeVisible();

  const newPassword = 'Kampung#Baru9';
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(form.getByText('Strong')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('Kampung#Baru8');
  await expect(form.getByText('Passwords must match')).toBeVisible();
  await form.getByLabel('Confirm new password').fill(newPassword);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Update password' }).click();

  await expect(page.getByText('Password updated successfully! Please log in again with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // loginAs loads the page afresh: the demo backend kept the change across the reload.
  await loginAs(page, username, newPassword);
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('dialog', { name: 'Change your default password' })).toHaveCount(0);

  // "Reset demo data" puts every record back: the default password works again.
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset demo data' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, username, password);
  await expect(page.getByRole('dialog', { name: 'Change your default password' })).toBeVisible();
});

test.describe('logout', () => {
  test.use({ storageState: storageStateFor('homeroom') });

  test('logging out clears the session, and Back shows no data', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('region', { name: 'At a glance' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
