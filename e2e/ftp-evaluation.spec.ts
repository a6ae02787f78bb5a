import { execFileSync } from 'node:child_process';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The shared 2-core machine runs several suites at once; first loads can take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const CLASS = 'Primary 5 Courage';
const LETTERS = { N: 'Need Assistance', E: 'Emerging', F: 'Frequently Observed', C: 'Consistently Observed' } as const;

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

test('a homeroom teacher sets an observation level, saves, and finds it in the next FTP evaluation PDF', async ({ page }, testInfo) => {
  await page.goto('/form-class-completion/cy-primary-5-courage/ay-2026?term=2');
  await page.getByRole('link', { name: 'FTP evaluation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `FTP evaluation: ${CLASS}` })).toBeVisible();
  const grid = page.getByRole('table', { name: `FTP evaluation of ${CLASS}, 2026/2027` });
  const name = (await grid.getByRole('rowheader').nth(0).innerText()).trim();
  const cell = grid.getByRole('textbox', { name: `Self-awareness for ${name}` });
  const before = (await cell.inputValue()).toUpperCase();
  const letter = before === 'N' ? 'C' : 'N';
  await cell.fill(letter.toLowerCase());
  await expect(cell.locator('xpath=..')).toContainText(LETTERS[letter]);
  await screenshotsIfAsked(page, 'ftp-evaluation');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save FTP evaluation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save FTP evaluation?' });
  await expect(dialog).toContainText(`1 changed level of 1 student of ${CLASS}, 2026/2027`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FTP evaluation saved.')).toBeVisible();

  // In-app navigation only: the report's data must refresh from the save, not from a reload.
  await page.getByRole('link', { name: 'FTP evaluation report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${CLASS}: FTP Evaluation` })).toBeVisible();
  const option = page.getByLabel('Student').locator('option', { hasText: name.replace(/\s*\p{Script=Han}+$/u, '') });
  await page.getByLabel('Student').selectOption((await option.first().getAttribute('value')) ?? '');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download this student's report (PDF)" }).click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('ftp-evaluation.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const line = text.split('\n').find((row) => row.includes('Self-awareness')) ?? '';
  expect(line.replace(/\s+/g, ' ').trim()).toBe(`Self-awareness ${LETTERS[letter]}`);
  await expectNoAxeViolations(page);
});

test('the FTP evaluation of another teacher’s class is refused', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403 .*\/api\/class-years\/cy-primary-4-courage\/ftp-evaluation/);
  await page.goto('/ftp-evaluation/cy-primary-4-courage/ay-2026');
  await expect(page.locator('#main-content').getByText(/Only the form teacher of this class can see or change its form-class records/)).toBeVisible();
  await expectNoAxeViolations(page);
});
