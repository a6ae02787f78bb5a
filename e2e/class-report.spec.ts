import { execFileSync } from 'node:child_process';
import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';
import type { Page } from '@playwright/test';

// Primary 4 Courage: a class of the principal's branch whose demo students include Han-character names.
const VIEWER = '/classrooms/cy-primary-4-courage/1/REPORT_TERM';
const SHOTS = process.env.REPORT_SHOTS_DIR;

test.use({ storageState: storageStateFor('principal') });

function pdfInfo(file: string) {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Issue 11: every report of a term or semester PDF carries the term's attendance, conduct, the form teacher's
 * remark and the signature lines; `remark` is one student's remark as the preview shows it.
 */
function expectFormClassRecord(text: string, reports: number, remark: string) {
  const flat = squeeze(text);
  const perReport = ['Attendance', 'Conduct', "Form teacher's remark", 'Form Teacher', 'Principal', 'Parent/Guardian'];
  for (const label of perReport) {
    expect(flat.split(label).length - 1, `"${label}" on every report`).toBeGreaterThanOrEqual(reports);
  }
  for (const label of ['School days', 'Present', 'Late', 'Absent', 'Absent Without Excuse']) {
    expect(flat).toContain(label);
  }
  expect(flat).toMatch(/\b[AMSN] – (Almost|Most Of The Time|Seldom|Never)\b/);
  // A signature line with its date line under each of the three.
  expect(flat.match(/\bDate\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3 * reports);
  expect(flat).toContain(squeeze(remark));
}

async function previewedRemark(page: Page) {
  return (await page.getByRole('region', { name: "Form teacher's remark" }).locator('p').innerText()).trim();
}

async function openViewer(page: Page) {
  await page.goto(VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Primary 4 Courage: Term Progress Report' })).toBeVisible();
  const options = await page.getByLabel('Student').locator('option').allTextContents();
  return options.map((option) => option.replace(/^\d+\.\s*/, ''));
}

async function downloadClassPdf(page: Page, outputPath: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download whole class (PDF)' }).click();
  // The progress bar counts students while the worker renders them.
  await expect(page.getByRole('progressbar')).toBeVisible();
  const download = await downloadPromise;
  await download.saveAs(outputPath);
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();
  return download.suggestedFilename();
}

for (const { paper, label, width, height } of [
  { paper: 'A4', label: 'A4 (210 × 297 mm)', width: 595, height: 842 },
  { paper: 'A5', label: 'A5 (148 × 210 mm)', width: 420, height: 595 },
]) {
  test(`staff download the whole class as one ${paper} PDF with Han names intact`, async ({ page }, testInfo) => {
    const students = await openViewer(page);
    expect(students.length).toBeGreaterThan(20);
    const hanName = students.find((name) => /\p{Script=Han}/u.test(name));
    expect(hanName, 'the demo class has a student with a Han-character name').toBeTruthy();

    await page.getByLabel(label).check();
    const file = testInfo.outputPath(`class-${paper}.pdf`);
    const fileName = await downloadClassPdf(page, file);
    expect(fileName).toBe(`Primary 4 Courage - Term Progress Report - Term 1 - ${paper}.pdf`);

    const info = pdfInfo(file);
    expect({ width: Math.round(info.width), height: Math.round(info.height) }).toEqual({ width, height });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // One page per student, marks and form-class record together ("Page 1 of 1" each).
    expect(text.match(/Page 1 of 1\b/g)).toHaveLength(students.length);
    expect(info.pages).toBe(students.length);
    const plain = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expectFormClassRecord(plain, students.length, await previewedRemark(page));
    const han = (hanName ?? '').match(/\p{Script=Han}+/u)?.[0] ?? '';
    expect(text).toContain(han);
    for (const name of students.slice(0, 3)) expect(text).toContain(name.replace(/\s*\p{Script=Han}+/u, ''));

    await expectNoAxeViolations(page);
  });
}

test("staff download one student's report, and can cancel a class PDF", async ({ page }, testInfo) => {
  // The PDF renderer (in the worker's chunk) loads with the viewer, not with the app, and so does the Han
  // font for a class with Han names (issue 22: the first PDF must not wait for them).
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const workerLoaded = () => requested.some((path) => /\/assets\/report\.worker-[\w-]+\.js$/.test(path));
  const fontLoaded = () => requested.some((path) => /noto-sans-sc-chinese-simplified-400-normal-[\w-]+\.woff$/.test(path));
  await page.goto('/classrooms/cy-primary-4-courage');
  await expect(page.getByRole('table', { name: 'Students' })).toBeVisible();
  expect(workerLoaded() || fontLoaded(), 'the class screen loads neither').toBe(false);
  const students = await openViewer(page);
  await expect.poll(workerLoaded, { message: 'the renderer loads before any download' }).toBe(true);
  await expect.poll(fontLoaded, { message: 'the class has Han names, so the font loads with the viewer' }).toBe(true);
  const second = students[1];
  expect(second, 'the second student of the demo class has no Han characters').not.toMatch(/\p{Script=Han}/u);
  await page.getByLabel('Student').selectOption({ index: 1 });
  await expect(page.getByRole('article', { name: new RegExp(second.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download this student's report (PDF)" }).click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('student.pdf');
  await download.saveAs(file);
  expect(download.suggestedFilename()).toBe(`${second} - Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf`);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text.match(/Page 1 of \d+/g)).toHaveLength(1);
  expect(text).toContain(second.replace(/\s*\p{Script=Han}+/u, ''));

  await page.getByRole('button', { name: 'Download whole class (PDF)' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Generation of the class PDF was cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download whole class (PDF)' })).toBeEnabled();

  if (SHOTS) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/viewer-${viewport.width}.png`, fullPage: true });
    }
  }
  await expectNoAxeViolations(page);
});

test('a semester report is issued today, carries the form-class record on one page, and flags scores from blank marks', async ({ page }, testInfo) => {
  // Two whole-class PDFs' worth of work (generation, then pdftotext twice) before the axe check.
  test.slow();
  await page.goto('/classrooms/cy-primary-4-courage/2/REPORT_SEMESTER');
  await expect(page.getByRole('heading', { level: 1, name: 'Primary 4 Courage: Semester Report' })).toBeVisible();
  const today = new Date();
  const typed = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  const printed = today.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  // Day-first whatever the browser's locale (issue 8): this Chromium is en-US.
  await expect(page.getByLabel('Issue date', { exact: true })).toHaveValue(typed);
  await expect(page.getByRole('article')).toContainText(`Issued ${printed}`);

  const file = testInfo.outputPath('semester.pdf');
  await downloadClassPdf(page, file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const reports = text.match(/Page 1 of \d+/g)?.length ?? 0;
  expect(reports).toBeGreaterThan(20);
  expect(pdfInfo(file).pages).toBe(reports);
  const plain = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expectFormClassRecord(plain, reports, await previewedRemark(page));
  // The semester report shows height and weight (mid-year and year-end measurements).
  expect(plain).toContain('Height and weight');
  expect(plain).toMatch(/\b\d+(\.\d)? cm\b/);
  expect(plain).toMatch(/\b\d+(\.\d)? kg\b/);
  expect(text.match(new RegExp(`Issued ${printed}`, 'g'))?.length).toBe(text.match(/Page 1 of \d+/g)?.length);
  // The demo's term 2 mid-year exam is still being marked: some semester scores rest on blank marks.
  expect(text).toMatch(/\d\*/);
  expect(text.replace(/\s+/g, ' ')).toContain('* Incomplete: not every mark has been entered; a missing mark counts as 0.');
  if (SHOTS) execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, `${SHOTS}/semester-pdf`]);

  await page.getByLabel('Issue date', { exact: true }).fill('21/11/2026');
  await page.getByLabel('Issue date', { exact: true }).press('Enter');
  await expect(page.getByRole('article')).toContainText('Issued 21 Nov 2026');
  await expectNoAxeViolations(page);
});

