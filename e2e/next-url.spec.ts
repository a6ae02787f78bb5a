import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, test } from './fixtures';

// Issue 8, item 2: addresses whose dot segments normalise to "//evil.example". The fixtures fail the
// test on any uncaught exception (the old "External navigation is not allowed").
const DOT_SEGMENT_NEXT_URLS = ['/.//evil.example', '/x/..//evil.example', '%2Fa%2F..%2F%2Fevil.example'];

for (const nextUrl of DOT_SEGMENT_NEXT_URLS) {
  test(`signing in with nextUrl=${nextUrl} lands on /landing, also after a reload`, async ({ page }) => {
    const { username, password } = DEMO_ACCOUNTS.teacher;
    await page.goto(`/login?nextUrl=${nextUrl}`);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // Signed in, the same address again (the old reload case) goes to /landing, not to an error page.
    await page.goto(`/login?nextUrl=${nextUrl}`);
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
