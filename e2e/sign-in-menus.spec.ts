import { expect, expectNoAxeViolations, storageStateFor, test, type StoredAccount } from './fixtures';

// Each demo account signs in (auth.setup.ts, through the real login page) and sees exactly the
// menu its permissions allow (issue 2 §5, §6).
const EXPECTED_MENUS: Record<StoredAccount, { visible: string[]; hidden: string[]; external: string[] }> = {
  principal: {
    visible: ['Dashboard', 'Resources', 'Classrooms', 'Form Class', 'LEAPS', 'Grade', 'SVE', 'Calendar', 'File Sharing', 'Release Student'],
    hidden: [],
    external: ['Admin Portal', 'Chinese Language Service', 'Reading Service'],
  },
  homeroom: {
    visible: ['Dashboard', 'Resources', 'Classrooms', 'Form Class', 'LEAPS', 'Grade', 'Calendar', 'File Sharing', 'Co-Curricular Activities', 'Release Student'],
    hidden: ['SVE'],
    external: [],
  },
  teacher: {
    // No SVE view permission, but one SVE exam-type assignment this year: the extension adds it.
    visible: ['Dashboard', 'Resources', 'Classrooms', 'Grade', 'SVE', 'BMT File Download', 'Calendar', 'File Sharing', 'Co-Curricular Activities'],
    hidden: ['Form Class', 'LEAPS', 'Release Student'],
    external: [],
  },
};

for (const [account, menu] of Object.entries(EXPECTED_MENUS) as [StoredAccount, (typeof EXPECTED_MENUS)[StoredAccount]][]) {
  test.describe(`${account}'s menu`, () => {
    test.use({ storageState: storageStateFor(account) });

    test(`${account} sees the entries their permissions allow`, async ({ page }) => {
      await page.goto('/landing');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(nav).toBeVisible();
      // A plain entry is a link, a group is a button that opens it.
      const entry = (name: string) => nav.getByRole('link', { name, exact: true }).or(nav.getByRole('button', { name, exact: true }));
      for (const label of menu.visible) await expect(entry(label)).toBeVisible();
      for (const label of menu.hidden) await expect(entry(label)).toHaveCount(0);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      if (menu.external.length === 0) await expect(sidebar.getByText('Other services')).toHaveCount(0);
      for (const label of menu.external) await expect(sidebar.getByText(label, { exact: false }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('menu details', () => {
  test.use({ storageState: storageStateFor('homeroom') });

  test('a group opens to show its entries, and the search box filters as you type', async ({ page }) => {
    await page.goto('/landing');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Grade' }).click();
    await expect(nav.getByRole('link', { name: 'Gradebook' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Placement Test Result' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search menu' }).fill('height');
    await expect(nav.getByRole('link', { name: 'Height & Weight' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search menu' }).fill('zzz');
    await expect(page.getByText('No menu entries match “zzz”.')).toBeVisible();
  });

  test('breadcrumb follows the route table and the footer names the product and version', async ({ page }) => {
    await page.goto('/remark');
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByText('Remark')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(/School Portal © \d{4}/);
    await expect(page.getByRole('contentinfo')).toContainText(/Version \d+\.\d+\.\d+/);
    await expectNoAxeViolations(page);
  });
});
