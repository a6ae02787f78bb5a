import { execFileSync } from 'node:child_process';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The shared 2-core machine runs several suites at once; first loads can take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const CLASS = 'Primary 5 Courage';
const REMARKS = '/remark/cy-primary-5-courage/ay-2026?term=2';

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

test('a homeroom teacher writes remarks by keyboard, paste and the comment bank, saves, and finds them after a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(REMARKS);
  await expect(page.getByRole('heading', { level: 1, name: `${CLASS}: Remarks` })).toBeVisible();
  const grid = page.getByRole('table', { name: `Remarks of ${CLASS}, term 2` });
  const editors = grid.getByRole('textbox');

  // Keyboard: type into the first remark, Enter goes to the next student without breaking the line.
  await editors.nth(0).fill('');
  await editors.nth(0).pressSequentially('Attentive and kind.');
  await expect(grid.locator('tbody tr').nth(0)).toContainText('19 / 500');
  await page.keyboard.press('Enter');
  await expect(editors.nth(1)).toBeFocused();
  await expect(editors.nth(0)).toHaveValue('Attentive and kind.');

  // A column copied from a spreadsheet fills one remark per student from there down.
  await page.evaluate(() => navigator.clipboard.writeText('Pasted for the second.\nPasted for the third.\n'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(editors.nth(1)).toHaveValue('Pasted for the second.');
  await expect(editors.nth(2)).toHaveValue('Pasted for the third.');

  // The comment bank: keep a template, insert it into the fourth student's remark, expanded for them.
  const fourth = (await grid.getByRole('rowheader').nth(3).innerText()).replace(/\s*\p{Script=Han}+$/u, '');
  await grid.locator('tbody tr').nth(3).getByRole('checkbox').check();
  const bank = page.getByRole('region', { name: 'Comment bank' });
  await bank.getByLabel('New comment').fill('{name} reads widely and shares {his} ideas.');
  await bank.getByRole('button', { name: 'Keep in comment bank' }).click();
  await editors.nth(3).fill('');
  await bank.getByRole('button', { name: 'Insert “{name} reads widely and shares {his} ideas.”' }).click();
  await expect(editors.nth(3)).toHaveValue(new RegExp(`^${fourth} reads widely and shares (his|her|.+'s) ideas\\.$`));
  await screenshotsIfAsked(page, 'form-class-remark');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save remarks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save remarks?' });
  await expect(dialog).toContainText(`of ${CLASS}, term 2?`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Remarks saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  await page.reload();
  await expect(editors.nth(0)).toHaveValue('Attentive and kind.');
  await expect(editors.nth(2)).toHaveValue('Pasted for the third.');
  await expect(editors.nth(3)).toHaveValue(new RegExp(`^${fourth} reads widely`));
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a remark over the report box is refused before sending, and unsaved remarks survive a reload', async ({ page }) => {
  await page.goto(REMARKS);
  const grid = page.getByRole('table', { name: `Remarks of ${CLASS}, term 2` });
  const first = grid.getByRole('textbox').nth(0);
  await first.fill('x'.repeat(505));
  await expect(grid.locator('tbody tr').nth(0)).toContainText('505 / 500 — 5 over the limit');
  await expect(page.getByText('Shorten 1 remark to 500 characters before saving.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save remarks' })).toBeDisabled();

  await first.fill('Kept as a draft.');
  await page.reload();
  await expect(first).toHaveValue('Kept as a draft.');
  await expect(page.getByText(/unsaved remarks? from your last visit (?:was|were) restored/)).toBeVisible();
  await page.getByRole('link', { name: 'Term 1' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\?term=2$/);
  await expectNoAxeViolations(page);
});

test('a gap link of the completion view opens the remarks on that student, focused', async ({ page }) => {
  await page.goto('/form-class-completion/cy-primary-5-courage/ay-2026?term=2');
  const students = page.getByRole('table', { name: 'Missing records per student' });
  const gap = students.getByRole('link', { name: /^Remark of / }).last();
  const href = (await gap.getAttribute('href')) ?? '';
  const studentRow = href.slice(href.indexOf('#'));
  expect(studentRow).toMatch(/^#student-st-/);
  await gap.click();
  const editor = page.locator(`tr${studentRow} textarea`);
  await expect(editor).toBeFocused();
  await expect(editor).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('a remark saved on /remark is in the next FTP report PDF, without a reload', async ({ page }, testInfo) => {
  await page.goto(REMARKS);
  const grid = page.getByRole('table', { name: `Remarks of ${CLASS}, term 2` });
  const name = (await grid.getByRole('rowheader').nth(0).innerText()).trim();
  const remark = 'Leads the class garden project with care and patience.';
  await grid.getByRole('textbox').nth(0).fill(remark);
  await page.getByRole('button', { name: 'Save remarks' }).click();
  await page.getByRole('dialog', { name: 'Save remarks?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Remarks saved.')).toBeVisible();

  // In-app navigation only: the report's data must refresh from the save, not from a reload.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classrooms' }).click();
  await page.getByRole('link', { name: CLASS, exact: true }).click();
  await page.getByRole('list', { name: 'Term 2' }).getByRole('link', { name: 'Form Teacher Report (FTP)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${CLASS}: Form Teacher Report (FTP)` })).toBeVisible();
  const option = page.getByLabel('Student').locator('option', { hasText: name.replace(/\s*\p{Script=Han}+$/u, '') });
  await page.getByLabel('Student').selectOption((await option.first().getAttribute('value')) ?? '');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download this student's report (PDF)" }).click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('ftp.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(remark);
  await expectNoAxeViolations(page);
});
