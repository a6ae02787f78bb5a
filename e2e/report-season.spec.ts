import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO_ACCOUNTS, expect as baseExpect, expectNoAxeViolations, loginAs, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// Report season (issue 23): the form teacher finds and fixes gaps from the class board, a proofreader's suggestion is
// accepted, the class is marked ready and signed off, a mark is then refused with the lock's message and taken again
// after the principal reopens. The demo backend keeps one school per browser context, so a journey that needs two
// people signs one out and the other in, in the same context.

const expect = baseExpect.configure({ timeout: 15_000 });
const CLASS = 'Primary 5 Courage';
const BOARD = '/classrooms/cy-primary-5-courage/2/season';

test.setTimeout(180_000);

const boardOf = (page: Page) => page.getByRole('region', { name: `Board of ${CLASS}` });
/** The pupil's name as the board's row header shows it ("4. Tan Wei Ming 陈伟明"), without the number and Han. */
const pupilName = async (row: Locator) =>
  (await row.getByRole('rowheader').locator('.fw-semibold').innerText()).replace(/^\d+\.\s*/, '').replace(/\s*\p{Script=Han}+$/u, '');

async function openBoard(page: Page) {
  await page.goto(BOARD);
  await boardShown(page);
}

async function boardShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: `Report season: ${CLASS}, term 2` })).toBeVisible();
  await expect(boardOf(page)).toBeVisible();
}

/**
 * Back to the board from the sheet its link opened, in the app: a hard reload right after a save could outrun the
 * demo backend's save to IndexedDB, and each one re-registers the mock service worker (a race CI once lost with a 404).
 */
async function backToBoard(page: Page) {
  await page.goBack();
  await boardShown(page);
}

async function switchTo(page: Page, account: keyof typeof DEMO_ACCOUNTS) {
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, DEMO_ACCOUNTS[account].username, DEMO_ACCOUNTS[account].password);
}

/** Follows the first fix link of a gap, in the row of a pupil who has it; answers the pupil's row id and name. */
async function followGap(page: Page, gap: RegExp) {
  const link = boardOf(page).getByRole('link', { name: gap }).first();
  const row = link.locator('xpath=ancestor::tr[1]');
  const name = await pupilName(row);
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  return { name, rowId: href.slice(href.indexOf('#') + 1) };
}

async function confirmSave(page: Page, button: string, dialogTitle: string, saved: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: dialogTitle }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(saved)).toBeVisible();
}

test.describe('the form teacher', () => {
  test.use({ storageState: storageStateFor('homeroom') });

  test('finds three gaps on the board and fixes each where the board links', async ({ page }) => {
    await openBoard(page);
    await expect(boardOf(page).getByText('Names another pupil:', { exact: false }).first()).toBeVisible();
    await screenshotsIfAsked(page, 'report-season-board');
    const gaps = async (reason: RegExp) => boardOf(page).getByRole('link', { name: reason }).count();
    const before = { remark: await gaps(/^Remark missing$/), conduct: await gaps(/not graded$/), measured: await gaps(/(Height|Weight) missing/) };

    // A missing remark: the link opens the remark grid on the pupil's row, ready to type.
    const remark = await followGap(page, /^Remark missing$/);
    const editor = page.getByRole('textbox', { name: `Remark for ${remark.name}`, exact: false });
    await expect(editor).toBeFocused();
    await editor.fill(`${remark.name} listens well and helps others in group work.`);
    await confirmSave(page, 'Save remarks', 'Save remarks?', 'Remarks saved.');

    await backToBoard(page);
    const conduct = await followGap(page, /not graded$/);
    // The link focuses the pupil's first grade once the grid is there; .all() does not wait for it.
    await expect(page.locator(`tr#${conduct.rowId} input`).first()).toBeFocused();
    for (const cell of await page.locator(`tr#${conduct.rowId} input`).all()) await cell.fill('A');
    await confirmSave(page, 'Save conduct', 'Save conduct?', 'Conduct saved.');

    await backToBoard(page);
    const measured = await followGap(page, /(Height|Weight) missing/);
    await expect(page.locator(`tr#${measured.rowId} input`).first()).toBeVisible();
    const [height, weight] = await page.locator(`tr#${measured.rowId} input`).all();
    await height?.fill('141.2');
    await weight?.fill('35.4');
    await confirmSave(page, 'Save heights and weights', 'Save heights and weights?', 'Heights and weights saved.');

    await backToBoard(page);
    await expect.poll(() => gaps(/^Remark missing$/)).toBe(before.remark - 1);
    await expect.poll(() => gaps(/not graded$/)).toBe(before.conduct - 1);
    await expect.poll(() => gaps(/(Height|Weight) missing/)).toBeLessThan(before.measured);
    await expectNoAxeViolations(page);
  });
});

test.describe('proofreading, sign-off and the lock', () => {
  test.use({ storageState: storageStateFor('homeroom') });

  test('a proofreader’s suggestion is accepted into the remark', async ({ page }) => {
    await openBoard(page);
    await page.getByRole('button', { name: 'Ask a proofreader' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask a colleague to proofread the remarks' });
    await ask.getByLabel('Colleague').selectOption({ label: 'Ms Priya Nair' });
    await ask.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText('proofreader: Ms Priya Nair')).toBeVisible();

    await switchTo(page, 'teacher');
    await page.goto('/report-season/proofreading');
    await page.getByRole('link', { name: new RegExp(CLASS) }).first().click();
    await expect(boardOf(page)).toBeVisible();
    const suggest = boardOf(page).getByRole('button', { name: /^Suggest a change to / }).first();
    const pupil = ((await suggest.getAttribute('aria-label')) ?? '').replace(/^Suggest a change to /, '').replace(/'s remark$/, '');
    await suggest.click();
    const dialog = page.getByRole('dialog', { name: /^Suggest a change to / });
    const field = dialog.getByLabel('Suggested remark');
    await field.fill(`${await field.inputValue()} Well done this term!`);
    await expect(dialog.locator('ins')).toContainText('Well done this term!');
    await dialog.getByRole('button', { name: 'Submit suggestion' }).click();
    await expect(dialog).toBeHidden();

    await switchTo(page, 'homeroom');
    await openBoard(page);
    const suggestions = page.getByRole('region', { name: /Suggestions/ });
    await expect(suggestions.locator('ins').first()).toContainText('Well done this term!');
    await expectNoAxeViolations(page);
    await suggestions.getByRole('button', { name: `Accept the suggestion for ${pupil}` }).click();
    await expect(suggestions.getByText(/Accepted by Mr Daniel Tan/)).toBeVisible();
    await page.goto('/remark/cy-primary-5-courage/ay-2026?term=2');
    await expect(page.getByRole('textbox', { name: `Remark for ${pupil}`, exact: false })).toHaveValue(/Well done this term!$/);
  });

  test('marked ready and signed off, the class’s marks are refused with the lock message until reopened', async ({ page }) => {
    await openBoard(page);
    await page.getByRole('button', { name: 'Mark ready' }).click();
    const ready = page.getByRole('dialog', { name: 'Mark the class ready for sign-off?' });
    await ready.getByRole('button', { name: 'Mark ready' }).click();
    await expect(ready.getByText('The board still has gaps: give the reason for marking the class ready anyway.')).toBeVisible();
    await ready.getByLabel('Reason for marking ready with gaps').fill('Two pupils are measured next week.');
    await ready.getByRole('button', { name: 'Mark ready' }).click();
    await expect(page.getByText('Ready for sign-off').first()).toBeVisible();

    await switchTo(page, 'principal');
    await openBoard(page);
    await expect(page.getByText('Marked ready with gaps: “Two pupils are measured next week.”')).toBeVisible();
    await page.getByRole('button', { name: 'Sign off' }).click();
    await page.getByRole('dialog', { name: `Sign off ${CLASS}'s term 2 reports?` }).getByRole('button', { name: 'Sign off' }).click();
    const lock = page.getByText(new RegExp(`${CLASS}'s term 2 reports were signed off by Mdm Siti Rahmah on .+; the records are locked until the principal reopens them\\.`));
    await expect(lock).toBeVisible();
    await expectNoAxeViolations(page);

    // The principal may change marks of every class of her campus: the sheet, opened from a subject's gap, shows the
    // lock instead. (In-app links: a hard reload right after a write could outrun the demo backend's save to IndexedDB.)
    await boardOf(page).getByRole('link', { name: /marks? blank$/ }).first().click();
    await expect(lock).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    await expect(page.getByRole('table', { name: /^Marks of / }).getByRole('textbox').first()).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(boardOf(page)).toBeVisible();
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen the reports?' });
    await reopen.getByLabel('Reason for reopening').fill('A parent found a typo in a remark.');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByText('In progress').first()).toBeVisible();

    await boardOf(page).getByRole('link', { name: /marks? blank$/ }).first().click();
    const first = page.locator('table input:focus');
    await expect(first).toBeVisible();
    await expect(first).not.toHaveAttribute('readonly', '');
    await first.fill('7');
    await confirmSave(page, 'Save marks', 'Save marks?', 'Marks saved.');
    await expectNoAxeViolations(page);
  });
});

test.describe('printing a level', () => {
  test.use({ storageState: storageStateFor('principal') });

  test('the level’s ZIP holds one PDF per pupil, named for them, each a DRAFT until signed off', async ({ page }, testInfo) => {
    await page.goto('/report-season/ml-primary5/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Report season: Primary 5, term 2' })).toBeVisible();
    const pupils = (await page.getByRole('row').filter({ hasText: /\d+ of \d+/ }).allInnerTexts())
      .map((row) => Number(/of (\d+)/.exec(row)?.[1] ?? 0))
      .reduce((sum, count) => sum + count, 0);
    await page.getByRole('link', { name: 'Print the level’s reports' }).click();
    const panel = page.getByRole('region', { name: 'Print reports · Term 2' });
    await expect(panel.getByRole('button', { name: 'ZIP of one PDF per pupil' })).toBeEnabled({ timeout: 60_000 });
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download', { timeout: 150_000 });
    await panel.getByRole('button', { name: 'ZIP of one PDF per pupil' }).click();
    const anyway = page.getByRole('dialog', { name: 'Print anyway?' });
    if (await anyway.isVisible().catch(() => false)) await anyway.getByRole('button', { name: 'Print anyway' }).click();
    const download = await downloading;
    const zipPath = testInfo.outputPath('level.zip');
    await download.saveAs(zipPath);
    const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
    const names = Object.keys(files);
    expect(names).toHaveLength(pupils);
    expect(names.every((name) => /^Primary 5 \w+-\d+-.+\.pdf$/u.test(name))).toBe(true);

    const first = names.find((name) => name.startsWith('Primary 5 Courage-1-')) ?? names[0]!;
    const pdfPath = testInfo.outputPath('first.pdf');
    writeFileSync(pdfPath, files[first]!);
    const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    const pupil = first.replace(/^Primary 5 \w+-\d+-/, '').replace(/\.pdf$/, '').replace(/\s*\p{Script=Han}+$/u, '');
    expect(text).toContain(pupil);
    // pdftotext splits the diagonal watermark into letters; in content order (-raw) they stay together.
    expect(execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')).toContain('DRAFT');
  });
});
