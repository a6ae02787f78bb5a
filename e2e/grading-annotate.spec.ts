import { expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

const ASSIGNMENT = '/assignments/ia-grading-1';

test("a teacher writes on a student's photo with the text tool and finds it after a reload", async ({ page }) => {
  await page.goto(ASSIGNMENT);
  const table = page.getByRole('table', { name: 'Students' });
  await page.getByLabel('State').selectOption('Submitted');
  await expect(table.getByText('Graded', { exact: true })).toHaveCount(0);
  await table.getByRole('link').nth(1).click();

  const grading = page.getByRole('form', { name: 'Grading' });
  const photo = grading.getByRole('img', { name: /\.png, attached by the student$/ }).first();
  await expect(photo).toBeVisible();
  const fileName = ((await photo.getAttribute('alt')) ?? '').replace(', attached by the student', '');
  await grading.getByRole('button', { name: `Annotate ${fileName}` }).first().click();

  await grading.getByRole('button', { name: 'Add text' }).click();
  await grading.getByRole('textbox', { name: 'Annotation text' }).fill('Label the axes');
  await page.keyboard.press('Enter');
  await expect(grading.getByRole('button', { name: 'Label the axes' })).toBeVisible();
  await screenshotsIfAsked(page, 'grading-annotate');

  const marks = grading.getByLabel(/^Mark for /);
  for (let index = 0; index < (await marks.count()); index += 1) {
    const field = marks.nth(index);
    if ((await field.inputValue()) === '') await field.fill('1');
  }
  await grading.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(/^Graded .+: /)).toBeVisible();

  await page.reload();
  await expect(grading.getByText('1 annotation').first()).toBeVisible();
  await expect(grading.getByRole('button', { name: 'Label the axes' })).toBeVisible();
  await expectNoAxeViolations(page);
});
