import { DEMO_ACCOUNTS, STORED_ACCOUNTS, expect, loginAs, storageStateFor, test as setup } from './fixtures';

// Signs each stored demo account in through the real login page once, so that journeys can
// start signed in (`test.use({ storageState: storageStateFor('teacher') })`) instead of
// repeating the login. newcomer is left out on purpose: a journey changes its password.
for (const account of STORED_ACCOUNTS) {
  setup(`sign in as ${account}`, async ({ page }) => {
    const { username, password } = DEMO_ACCOUNTS[account];
    await loginAs(page, username, password);
    await expect(page).toHaveURL(/\/landing$/);
    // The demo backend (with the session just opened) lives in IndexedDB: keep it with the sign-in.
    await page.context().storageState({ path: storageStateFor(account), indexedDB: true });
  });
}
