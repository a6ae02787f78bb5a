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

test('a throttled sign-in says how long to wait: the server exposes Retry-After across origins', async ({ page, consoleErrors }) => {
  // The browser logs every refused sign-in; those are what this test sends.
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
  consoleErrors.allow(/status of 429 .*\/api\/auth\/login/);
  // A name of its own each run, so that a server kept between runs never throttles a real account.
  const username = `throttled-${Date.now()}`;
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await answer).status()).toBe(401);
  }
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(alert).toHaveText('Too many sign-in attempts. Try again in 15 minutes.');
});
