import { expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

/** The demo's bench assignment: 40 students of Primary 5 Courage and Primary 6 Integrity, all handed in. */
const ASSIGNMENT = '/assignments/ia-grading-1';

test('a teacher writes feedback from the comment bank, grades, and returns the work for resubmission', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(ASSIGNMENT);
  const table = page.getByRole('table', { name: 'Students' });
  await page.getByLabel('State').selectOption('Submitted');
  await expect(table.getByText('Graded', { exact: true })).toHaveCount(0);
  await table.getByRole('link').nth(2).click();

  const grading = page.getByRole('form', { name: 'Grading' });
  const bank = grading.getByRole('region', { name: 'Comment bank' });
  const feedback = grading.getByLabel('Feedback to the student');
  await feedback.fill('Good effort.');
  await bank.getByRole('button', { name: 'Insert: Show your working for every step.' }).click();
  // The caret was at the end of what was typed: the comment goes there.
  await expect(feedback).toHaveValue('Good effort. Show your working for every step.');

  // Keep the first sentence as a new comment: select it, save it.
  await feedback.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 12));
  await bank.getByRole('button', { name: 'Save to comment bank' }).click();
  await expect(bank.getByRole('button', { name: 'Insert: Good effort.' })).toBeVisible();
  await bank.getByRole('button', { name: 'Delete comment: Good effort.' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this comment?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(bank.getByRole('button', { name: 'Insert: Good effort.' })).toHaveCount(0);
  await expect(feedback).toHaveValue('Good effort. Show your working for every step.');

  const marks = grading.getByLabel(/^Mark for /);
  for (let index = 0; index < (await marks.count()); index += 1) {
    const field = marks.nth(index);
    if ((await field.inputValue()) === '') await field.fill('1');
  }
  await grading.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(/^Graded .+: /)).toBeVisible();
  await screenshotsIfAsked(page, 'grading-comment-bank');

  const side = page.getByRole('complementary', { name: 'Grade' });
  await side.getByRole('button', { name: 'Return for resubmission' }).click();
  const dialog = page.getByRole('dialog', { name: /work for resubmission\?$/ });
  await dialog.getByLabel('Reason for the student (optional)').fill('Show the working for question 2.');
  await screenshotsIfAsked(page, 'grading-return-dialog');
  await dialog.getByRole('button', { name: 'Return work' }).click();
  await expect(page.getByText(/^Returned to .+ for resubmission\.$/)).toBeVisible();
  await expect(side.getByText("Haven't submitted", { exact: true })).toBeVisible();

  const history = side.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Returned for resubmission');
  await expect(history.getByRole('listitem').first()).toContainText('Show the working for question 2.');
  await expect(history.getByText(/^Graded: [\d.]+ \/ \d+$/)).toBeVisible();
  await page.reload();
  await expect(side.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Returned for resubmission');
  await screenshotsIfAsked(page, 'grading-history');
  await expectNoAxeViolations(page);
});

test('a teacher grades one question across the class and saves every changed mark', async ({ page }) => {
  // Forty students' answers on one page, opened three times, and an axe check of all of them.
  test.setTimeout(120_000);
  await page.goto(ASSIGNMENT);
  await page.getByRole('link', { name: 'Grade by question' }).click();
  await expect(page).toHaveURL(/\?question=/);
  const select = page.getByRole('combobox', { name: 'Question' });
  const freeResponse = await select.getByRole('option', { name: /Free Response/ }).getAttribute('value');
  await select.selectOption(freeResponse ?? '');
  await expect(page.getByRole('region', { name: 'Question' })).toContainText('Free Response');
  await expect(page).toHaveURL(new RegExp(`question=${freeResponse}`));

  const marks = page.getByLabel(/^Mark for /);
  await expect(marks).toHaveCount(40);
  await marks.nth(0).fill('7');
  await marks.nth(0).press('Enter');
  await expect(page.getByText("A mark cannot be above the question's maximum of 3.")).toBeVisible();
  await marks.nth(0).fill('2');
  await marks.nth(1).fill('3');
  await expect(page.getByText(/2 unsaved marks/)).toBeVisible();
  await screenshotsIfAsked(page, 'grading-question-mode');
  await page.getByRole('button', { name: 'Save all changed marks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save 2 marks?' });
  await dialog.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Saved 2 marks.')).toBeVisible();
  await expect(page.getByText('No unsaved marks.', { exact: false })).toBeVisible();

  await page.reload();
  await expect(marks.nth(0)).toHaveValue('2');
  await expect(marks.nth(1)).toHaveValue('3');
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('region', { name: 'Question' })).toContainText('Error Editing');
  await expectNoAxeViolations(page);
});
