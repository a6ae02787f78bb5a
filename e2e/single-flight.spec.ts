import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

// Issue 8, item 6: three clicks in one tick on /profile sent three password changes (200, 200,
// 422), two logouts and two toasts. Every mutation is now single-flight through one shared hook.
test('a triple click on Update password in one tick sends exactly one change', async ({ page }) => {
  const changes: string[] = [];
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/me/password')) changes.push(request.url());
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/logout')) logouts.push(request.url());
  });
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Demo@2026');
  await form.getByLabel('New password', { exact: true }).fill('Better#2027');
  await form.getByLabel('Confirm new password').fill('Better#2027');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Update password' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect(page.getByText('Password updated successfully! Please log in again with your new password.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  // Time for a second change or logout to show up, had one been sent.
  await page.waitForTimeout(500);
  expect(changes).toHaveLength(1);
  expect(logouts).toHaveLength(1);
  await expect(page.getByText('Password updated successfully! Please log in again with your new password.')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
