import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, loginAs, test } from './fixtures';

// Two teachers grade the same submission. The demo build keeps a backend per browser context, so this journey runs
// in the `real-http` project (its file name ends in real-backend.spec.ts): both contexts talk to the one standalone
// mock server over HTTP, as two teachers would talk to a school's backend.
test.describe.configure({ mode: 'serial' });

const ASSIGNMENT = '/assignments/ia-grading-1';

async function giveMissingMarks(form: Locator, mark: string) {
  const marks = form.getByLabel(/^Mark for /);
  for (let index = 0; index < (await marks.count()); index += 1) {
    const field = marks.nth(index);
    if ((await field.inputValue()) === '') await field.fill(mark);
  }
}

async function signIn(page: Page) {
  const { username, password } = DEMO_ACCOUNTS.teacher;
  await loginAs(page, username, password);
}

test('the second save of one submission answers 409 and keeps what was typed', async ({ page, browser, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  await signIn(page);
  await page.goto(`${ASSIGNMENT}?state=Submitted`);
  const link = page.getByRole('table', { name: 'Students' }).getByRole('link').first();
  const student = await link.innerText();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  const mine = page.getByRole('form', { name: 'Grading' });
  await expect(page.getByRole('heading', { level: 1, name: student })).toBeVisible();
  await expect(mine.getByLabel(/^Mark for /).first()).toBeVisible();

  // Another teacher opens the same submission and saves first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage);
  await otherPage.goto(href);
  const theirs = otherPage.getByRole('form', { name: 'Grading' });
  await expect(theirs.getByLabel(/^Mark for /).first()).toBeVisible();
  await giveMissingMarks(theirs, '1');
  await theirs.getByLabel('Feedback to the student').fill('Graded by the other teacher.');
  await theirs.getByRole('button', { name: 'Save grade' }).click();
  await expect(otherPage.getByText(new RegExp(`^Graded ${student}: `))).toBeVisible();
  await other.close();

  await giveMissingMarks(mine, '0');
  await mine.getByLabel('Feedback to the student').fill('My own feedback.');
  await mine.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText('Someone else graded this submission while you were working on it.')).toBeVisible();
  await expect(mine.getByLabel('Feedback to the student')).toHaveValue('My own feedback.');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Keep mine and save again' }).click();
  await expect(page.getByText(/Someone else graded/)).toHaveCount(0);
  await mine.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(new RegExp(`^Graded ${student}: `))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Grading' }).getByLabel('Feedback to the student')).toHaveValue('My own feedback.');
  await expectNoAxeViolations(page);
});
