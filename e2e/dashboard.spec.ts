import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('dashboard per role', () => {
  test.setTimeout(90_000);

  test.describe('principal', () => {
    test.use({ storageState: storageStateFor('principal') });

    test('sees placement results to finalize and opens final mode for a level from the dashboard', async ({ page }) => {
      await page.goto('/dashboard');
      const finalize = page.getByRole('region', { name: /Placement results to finalize/ });
      await expect(finalize.getByRole('link', { name: 'Primary 1' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Subjects with marks missing in term 2/ }).getByRole('link', { name: /–/ })).toHaveCount(8);
      await expect(page.getByRole('region', { name: /Reports ready to print/ })).toContainText('classes still wait for marks');
      await screenshotsIfAsked(page, 'dashboard-principal');
      await expectNoAxeViolations(page);

      await finalize.getByRole('link', { name: 'Primary 1' }).click();
      await expect(page).toHaveURL(/\/placement-test-results\/add\?resultType=final&/);
      await expect(page.getByLabel('Level', { exact: true })).toHaveValue('Primary 1');
    });
  });

  test.describe('homeroom teacher', () => {
    test.use({ storageState: storageStateFor('homeroom') });

    test("sees their class's missing marks and whether its report can be printed", async ({ page }) => {
      await page.goto('/dashboard');
      const marks = page.getByRole('region', { name: /^Subjects with marks missing in term 2/ });
      await expect(marks).toContainText('Primary 5 Courage');
      await expect(page.getByRole('region', { name: /Reports ready to print/ })).toContainText('1 class still waits for marks');
      await expect(page.getByRole('region', { name: /Placement results to finalize/ })).toHaveCount(0);
      await screenshotsIfAsked(page, 'dashboard-homeroom');
      await expectNoAxeViolations(page);
    });
  });

  test.describe('teacher', () => {
    test.use({ storageState: storageStateFor('teacher') });

    test('opens the mark sheet of a subject with missing marks on the current term', async ({ page }) => {
      await page.goto('/dashboard');
      const marks = page.getByRole('region', { name: /^Subjects with marks missing in term 2/ });
      const first = marks.getByRole('link').first();
      const name = (await first.textContent()) ?? '';
      await expect(page.getByRole('region', { name: /Reports ready to print/ })).toHaveCount(0);
      await screenshotsIfAsked(page, 'dashboard-teacher');
      await expectNoAxeViolations(page);

      await first.click();
      await expect(page).toHaveURL(/\/gradebook\/[^/?]+\?term=2$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' – ')[0] ?? name);
    });
  });
});
