import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('principal') });

test("the principal plays a student's voice recording on the grading page", async ({ page }) => {
  // The relief lesson the principal set to Primary 6 Integrity, with a Voice Response question.
  await page.goto('/assignments/ia-grading-10');
  await expect(page.getByRole('heading', { level: 1, name: 'Adding and subtracting: fractions' })).toBeVisible();
  await page.getByLabel('State').selectOption('Submitted');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByText('Graded', { exact: true })).toHaveCount(0);
  await table.getByRole('link').first().click();

  const grading = page.getByRole('form', { name: 'Grading' });
  const audio = grading.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  // The recording is a real WAV: the browser reads its length.
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0.5);
  await expect(grading.getByText(/^Recording, \d+ s \(at most 60 s\)$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
