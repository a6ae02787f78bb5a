import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('e-badges journey', () => {
  test.use({ storageState: storageStateFor('homeroom') });
  // A whole journey with axe on every screen; the shared 2-core machine needs more than 30 s.
  test.setTimeout(120_000);

  test('a homeroom teacher awards a badge to two students and sees it earned', async ({ page }) => {
    await page.goto('/ebadges');
    const classes = page.getByRole('table', { name: 'Classes' });
    await expect(classes.getByRole('link')).toHaveText(['Primary 4 Courage', 'Primary 5 Courage']);
    await screenshotsIfAsked(page, 'ebadges');
    await expectNoAxeViolations(page);

    await classes.getByRole('link', { name: 'Primary 5 Courage' }).click();
    await expect(page).toHaveURL(/\/ebadges\/cy-primary-5-courage\/ay-2026$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-badges: Primary 5 Courage' })).toBeVisible();
    const students = page.getByRole('table', { name: 'Students' });
    const boxes = students.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const firstName = (await boxes.nth(0).getAttribute('aria-label'))?.replace(/^Select /, '') ?? '';
    await page.getByLabel('E-badge', { exact: true }).selectOption({ label: 'Kindness Champion (Green)' });
    await page.getByLabel('Note (optional)').fill('Helped a new classmate');
    await page.getByRole('button', { name: 'Award to 2 students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Award e-badge' });
    await expect(dialog).toContainText('to 2 students?');
    await screenshotsIfAsked(page, 'ebadges-confirm');
    await dialog.getByRole('button', { name: 'Award' }).click();
    await expect(page.getByText('Kindness Champion awarded to 2 students.')).toBeVisible();
    const row = students.getByRole('row').filter({ hasText: firstName });
    await expect(row.getByText('Kindness Champion')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Awarded e-badges' }).getByText('Helped a new classmate')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Badge colours' })).toContainText('Green');
    await screenshotsIfAsked(page, 'ebadges-class');
    await expectNoAxeViolations(page);
  });
});
