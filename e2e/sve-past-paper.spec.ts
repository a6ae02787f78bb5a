import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A real one-page PDF (header, catalog, page, text stream, cross-reference table) that any reader opens. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('SVE past papers', () => {
  test.setTimeout(120_000);

  test.describe('principal', () => {
    test.use({ storageState: storageStateFor('principal') });

    test('the principal adds a past paper from a real PDF, downloads the same bytes, and a refused file is stopped', async ({
      page,
    }) => {
      await page.goto('/sves-past-paper');
      const examTypes = page.getByRole('table', { name: 'SVE Past Papers: exam types' });
      await examTypes.getByRole('row', { name: /Primary 6 SVE Mathematics 2026\/2027/ }).getByRole('link').click();
      await expect(page).toHaveURL(/\/sves-past-paper\/sve-2026-p6-mathematics$/);
      await expect(page.getByRole('heading', { name: 'SVE Past Papers: Primary 6 SVE Mathematics' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Upload a past paper' });
      const input = form.locator('input[type="file"]');

      // Checked before anything is sent: a refused type, then a file over the 5 MB limit.
      await input.setInputFiles({ name: 'answers.html', mimeType: 'text/html', buffer: Buffer.from('<b>answers</b>') });
      await expect(form.getByRole('alert')).toHaveText(
        '“answers.html” is not a file type you can attach. Use PDF, images, audio, Word, PowerPoint, Excel or text files.',
      );
      await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
      await expect(form.getByRole('alert')).toHaveText('“scan.pdf” is larger than 5 MB.');
      await expect(form.getByRole('list', { name: 'Attached files' })).toHaveCount(0);

      const pdf = onePagePdf('Primary 6 SVE Mathematics 2024 Paper 1');
      await form.getByLabel('Title').fill('Primary 6 SVE Mathematics 2024 Paper 1');
      await form.getByLabel('Year').fill('2024');
      await input.setInputFiles({ name: 'p6-maths-2024-paper-1.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(form.getByRole('list', { name: 'Attached files' }).getByText('p6-maths-2024-paper-1.pdf')).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await screenshotsIfAsked(page, 'sve-past-paper-upload');
      await form.getByRole('button', { name: 'Add past paper' }).click();
      await expect(page.getByText('Past paper “Primary 6 SVE Mathematics 2024 Paper 1” added.')).toBeVisible();

      const papers = page.getByRole('table', { name: 'Past papers' });
      const row = papers.getByRole('row', { name: /Primary 6 SVE Mathematics 2024 Paper 1/ });
      await expect(row).toContainText('2024');
      await expect(row).toContainText('Mdm Siti Rahmah');
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Download p6-maths-2024-paper-1.pdf' }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe('p6-maths-2024-paper-1.pdf');
      expect(readFileSync(await saved.path()).equals(pdf)).toBe(true);
      await screenshotsIfAsked(page, 'sve-past-papers');
      await expectNoAxeViolations(page);
    });
  });

  test.describe('teacher', () => {
    test.use({ storageState: storageStateFor('teacher') });

    test('a teacher lists and downloads past papers but has no upload form', async ({ page }) => {
      await page.goto('/sves-past-paper/sve-2026-p6-mathematics');
      await expect(page.getByRole('heading', { name: 'SVE Past Papers: Primary 6 SVE Mathematics' })).toBeVisible();
      const papers = page.getByRole('table', { name: 'Past papers' });
      const row = papers.getByRole('row', { name: /Primary 6 SVE Mathematics 2025 paper/ });
      await expect(row).toBeVisible();
      await expect(
        page.getByText('You can read and download these past papers. Adding one is for staff who manage SVE exam types.'),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Upload a past paper' })).toHaveCount(0);
      await expect(page.locator('input[type="file"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add past paper' })).toHaveCount(0);

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Download / }).click();
      const bytes = readFileSync(await (await download).path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expectNoAxeViolations(page);
    });
  });
});
