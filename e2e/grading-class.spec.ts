import { expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

/** The demo's bench assignment: 40 students of Primary 5 Courage and Primary 6 Integrity, all handed in. */
const ASSIGNMENT = '/assignments/ia-grading-1';
const BENCH_TITLE = 'Adding and subtracting: area and perimeter';

test('a teacher grades a class, moving from student to student with the keyboard', async ({ page }) => {
  await page.goto('/assignments');
  await page.getByRole('table', { name: 'Assignments' }).getByRole('link', { name: BENCH_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`${ASSIGNMENT}$`));
  await expect(page.getByRole('region', { name: 'Assignment settings' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText(/missing/i)).toHaveCount(0);
  await screenshotsIfAsked(page, 'assignment-details');
  await expectNoAxeViolations(page);

  await page.getByLabel('State').selectOption('Submitted');
  await expect(page).toHaveURL(/state=Submitted/);
  await expect(table.getByText('Graded', { exact: true })).toHaveCount(0);
  const firstLink = table.getByRole('link').first();
  const firstName = await firstLink.innerText();
  await firstLink.click();

  const grading = page.getByRole('form', { name: 'Grading' });
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(grading.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Shortcuts when not typing:')).toBeVisible();
  await screenshotsIfAsked(page, 'grading');

  // Give every question still waiting for a mark one mark, then feedback, then save.
  const marks = grading.getByLabel(/^Mark for /);
  for (let index = 0; index < (await marks.count()); index += 1) {
    const field = marks.nth(index);
    if ((await field.inputValue()) === '') await field.fill('1');
  }
  await grading.getByLabel('Feedback to the student').fill('Neat working, check your units.');
  await grading.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(new RegExp(`^Graded ${firstName}: `))).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Grade' }).getByText('Graded', { exact: true }).first()).toBeVisible();

  // J moves on to the next student (prefetched), K comes back; the saved grading is still there.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toHaveCount(0);
  const secondName = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(grading.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(grading.getByLabel('Feedback to the student')).toHaveValue('Neat working, check your units.');
  await page.getByRole('button', { name: 'Next student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  await expectNoAxeViolations(page);
});
