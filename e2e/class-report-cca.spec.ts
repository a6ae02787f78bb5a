import { execFileSync } from 'node:child_process';
import { expect as baseExpect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

// The shared 2-core machine runs several suites at once; first loads can take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const GRADE = /^(Excellent|Good|Satisfactory|Needs Improvement)$/;

test.use({ storageState: storageStateFor('principal') });
test.setTimeout(120_000);

test("the semester report prints a student's CCA with its attendance and grade, on the preview and in the PDF", async ({ page }, testInfo) => {
  await page.goto('/classrooms/cy-primary-4-courage/2/REPORT_SEMESTER');
  await expect(page.getByRole('heading', { level: 1, name: 'Primary 4 Courage: Semester Report' })).toBeVisible();
  const student = page.getByLabel('Student');
  const options = await student.locator('option').count();
  const section = page.getByRole('article').getByRole('region', { name: 'Co-curricular activities' });
  let found: { label: string; grade: string } | null = null;
  // The first student in the class with a graded CCA this year.
  for (let index = 0; index < options && !found; index += 1) {
    await student.selectOption({ index });
    await expect(section).toBeVisible();
    const labels = await section.locator('dt').allInnerTexts();
    const values = await section.locator('dd').allInnerTexts();
    const at = values.findIndex((value) => GRADE.test(value.trim()));
    if (at >= 0) found = { label: (labels[at] ?? '').trim(), grade: (values[at] ?? '').trim() };
  }
  expect(found, 'a student of Primary 4 Courage has a graded CCA').not.toBeNull();
  const { label, grade } = found ?? { label: '', grade: '' };
  expect(label).toMatch(/ · attendance \d+%$/);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download this student's report (PDF)" }).click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('semester-cca.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Co-curricular activities');
  expect(text).toContain(label);
  expect(text).toContain(grade);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
  await expectNoAxeViolations(page);
});
