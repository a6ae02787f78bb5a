import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, expectNoAxeViolations, loginAs, test } from './fixtures';

// Issue 19, finding 8 (lost updates): a teacher and the principal have the same mark sheet open; the principal saves
// a mark first. The demo build keeps a backend per browser context, so this journey runs in the `real-http` project
// (its file name ends in real-backend.spec.ts): both contexts talk to the one standalone mock server over HTTP.
test.describe.configure({ mode: 'serial' });

const SHEET = '/gradebook/sy-primary-4-courage-mathematics?term=3';
const GRID = 'Marks of Mathematics – Primary 4 Courage, term 3';

async function openSheet(page: Page, account: 'teacher' | 'principal') {
  const { username, password } = DEMO_ACCOUNTS[account];
  await loginAs(page, username, password);
  await page.goto(SHEET);
  const first = page.getByRole('table', { name: GRID }).getByRole('textbox').first();
  await expect(first).toBeVisible();
  return first;
}

/** A mark that differs from every one given; the server keeps its data between runs. */
const markOtherThan = (...marks: string[]) => ['11', '22', '33'].find((mark) => !marks.includes(mark)) ?? '44';

async function saveMarks(page: Page) {
  await page.getByRole('button', { name: 'Save marks' }).click();
  await page.getByRole('dialog', { name: 'Save marks?' }).getByRole('button', { name: 'Save' }).click();
}

test('a mark saved by someone else first answers 409: the typed mark stays, Load theirs shows theirs', async ({ page, browser, consoleErrors }) => {
  // Two sign-ins and three loads of the sheet on a shared CI machine.
  test.setTimeout(120_000);
  consoleErrors.allow(/status of 409/);
  const mine = await openSheet(page, 'teacher');
  const before = await mine.inputValue();

  // The principal, with the same sheet open, saves a mark in the same cell first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const theirCell = await openSheet(otherPage, 'principal');
  const theirs = markOtherThan(before);
  await theirCell.fill(theirs);
  await saveMarks(otherPage);
  await expect(otherPage.getByText('Marks saved.')).toBeVisible();
  await other.close();

  const typed = markOtherThan(before, theirs);
  await mine.fill(typed);
  await saveMarks(page);
  const notice = page.getByRole('alert').filter({ hasText: 'after you opened this sheet.' });
  await expect(notice).toContainText(/^Someone else saved the marks of .+ \(Continuous Assessment\) after you opened this sheet\./);
  await expect(notice).toContainText('Nothing was saved and your marks are still here.');
  await expect(page.getByText('Marks saved.')).toHaveCount(0);
  await expect(mine).toHaveValue(typed);
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: 'Load theirs' }).click();
  await expect(notice).toHaveCount(0);
  await expect(mine).toHaveValue(theirs);
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: GRID }).getByRole('textbox').first()).toHaveValue(theirs);
  await expectNoAxeViolations(page);
});
