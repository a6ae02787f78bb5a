import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, loginAs, test } from './fixtures';

// Runs only in the `real-http` project: the production build (VITE_API_URL pointing at the
// standalone mock server on :8787) served by `vite preview` on :4174, so every request here
// crosses real HTTP and CORS as it would against a school's backend.
test.describe.configure({ mode: 'serial' });

test('teacher signs in, sees the dashboard and logs out over real HTTP', async ({ page }) => {
  const { username, password } = DEMO_ACCOUNTS.teacher;
  await loginAs(page, username, password);

  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'At a glance' });
  await expect(figures).toBeVisible();
  // Figures come from the server's data, so only check that numbers arrived, not their values.
  await expect(figures.getByText(/\d/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
});
