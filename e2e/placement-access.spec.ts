import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

const NOT_PRINCIPAL = "You're not authorized to edit this page because you're not the current academic year's principal.";

test.use({ storageState: storageStateFor('homeroom') });

test('homeroom is told why on both placement screens and sees nothing else', async ({ page }) => {
  await page.goto('/placement-test-results');
  await expect(page.getByText(NOT_PRINCIPAL)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add/Edit Result' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/placement-test-results/add?resultType=final');
  await expect(page.getByText(NOT_PRINCIPAL)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filters' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
