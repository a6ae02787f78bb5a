import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test('a deep link while logged out returns there after sign-in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?nextUrl=%2Fprofile$/);
  await expectNoAxeViolations(page);
  const { username, password } = DEMO_ACCOUNTS.teacher;
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

// Each of these must land on /landing of this origin, never elsewhere.
const OPEN_REDIRECTS = ['https://evil.example/phish', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '\\\\evil.example'];
for (const nextUrl of OPEN_REDIRECTS) {
  test(`an open-redirect attempt (${nextUrl}) stays inside the portal`, async ({ page }) => {
    await page.goto(`/login?nextUrl=${encodeURIComponent(nextUrl)}`);
    const { username, password } = DEMO_ACCOUNTS.teacher;
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/landing$/);
  });
}

test('a wrong password shows the server message and stays on the login page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('teacher');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test.describe('signed in as teacher', () => {
  test.use({ storageState: storageStateFor('teacher') });

  test('the root goes to /landing, /remark is not authorized and an unknown path is /404', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ms Priya Nair');
    const gradebookTile = page.getByRole('main').getByRole('link', { name: 'Gradebook', exact: true });
    await expect(gradebookTile).toHaveAccessibleDescription(/^Enter marks per term/);
    await expectNoAxeViolations(page);

    await page.goto('/remark');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the dashboard shows figures computed by the backend', async ({ page }) => {
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'At a glance' });
    await expect(figures.getByLabel(/My classes: \d+/)).toBeVisible();
    await expect(figures.getByLabel(/My students: \d+/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
