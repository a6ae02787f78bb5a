import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A text file of about `size` bytes whose every line differs, so a mixed-up byte would show. */
function textFile(size: number, label: string): Buffer {
  const lines: string[] = [];
  let length = 0;
  for (let line = 1; length < size; line += 1) {
    const text = `${label} line ${line}: ${(line * 7919) % 100_003}\n`;
    lines.push(text);
    length += text.length;
  }
  return Buffer.from(lines.join(''), 'utf8');
}

async function bytesOf(download: Promise<Download>): Promise<Buffer> {
  return readFileSync(await (await download).path());
}

async function downloadCurrent(page: Page, fileName: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${fileName}`, exact: true }).click();
  return bytesOf(download);
}

test.describe('file sharing', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(180_000);

  test('the teacher shares a file with progress, downloads the same bytes, adds a version and restores the first', async ({ page }) => {
    const first = textFile(8 * 1024 * 1024, 'Term plan v1');
    const second = textFile(64 * 1024, 'Term plan v2');

    await page.goto('/file-sharing/subject-files');
    const table = page.getByRole('table', { name: 'Subject Files' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Subject folders' }).getByRole('button')).toHaveText([/All subjects/, /Mathematics/]);
    await screenshotsIfAsked(page, 'file-sharing-list');

    await page.getByRole('button', { name: 'Upload file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a file' });
    await dialog.getByLabel('Subject').selectOption('Mathematics');
    await dialog.getByLabel('Document type').selectOption('General');
    await dialog.getByLabel('Description (optional)').fill('The plan for Term 4.');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'term-plan.txt', mimeType: 'text/plain', buffer: first });
    await expect(dialog.getByText('term-plan.txt', { exact: true })).toBeVisible();
    await screenshotsIfAsked(page, 'file-sharing-upload');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading term-plan.txt' })).toBeVisible();
    await expect(page.getByText('“term-plan.txt” shared.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Newest first: the new file tops the list.
    await expect(table.locator('tbody tr').first()).toContainText('term-plan.txt');
    await table.getByRole('link', { name: 'term-plan.txt' }).click();
    await expect(page.getByRole('heading', { name: 'term-plan.txt', level: 1 })).toBeVisible();
    expect((await downloadCurrent(page, 'term-plan.txt')).equals(first)).toBe(true);

    await page.getByRole('button', { name: 'Upload new version' }).click();
    await page.locator('section[aria-label="Upload a new version"] input[type="file"]').setInputFiles({ name: 'term-plan.txt', mimeType: 'text/plain', buffer: second });
    await page.getByRole('button', { name: 'Upload as v2' }).click();
    await expect(page.getByText('New version uploaded.')).toBeVisible();
    const versions = page.getByRole('table', { name: 'Versions of term-plan.txt' });
    await expect(versions.getByRole('rowheader')).toHaveText(['v2 Current', /^v1\s*$/]);
    expect((await downloadCurrent(page, 'term-plan.txt')).equals(second)).toBe(true);

    await versions.getByRole('button', { name: 'Restore v1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(versions.getByRole('rowheader')).toHaveText(['v3 Current', /^v2\s*$/, /^v1\s*$/]);
    await expect(versions.getByText('Restored from v1')).toBeVisible();
    expect((await downloadCurrent(page, 'term-plan.txt')).equals(first)).toBe(true);
    // The demo backend keeps the bytes in the browser: a reload serves them unchanged.
    await page.reload();
    await expect(versions.getByRole('rowheader')).toHaveText(['v3 Current', /^v2\s*$/, /^v1\s*$/]);
    expect((await downloadCurrent(page, 'term-plan.txt')).equals(first)).toBe(true);
    await screenshotsIfAsked(page, 'file-sharing-detail');
    await expectNoAxeViolations(page);
  });

  test('a PDF and an image preview in the page; the list keeps its filters in the URL', async ({ page }) => {
    await page.goto('/file-sharing/academic-department-files');
    await expect(page.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Department folders' }).getByRole('button')).toHaveText([/All departments/, /Mathematics/]);
    await page.goto('/file-sharing/subject-files?documentType=Invoice');
    await expect(page.getByRole('table', { name: 'Subject Files' }).locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: 'Textbook invoice.pdf' }).click();
    await expect(page.getByTitle('Preview of Textbook invoice.pdf')).toBeVisible();
    await page.goto('/file-sharing/subject-files/sf-03');
    await expect(page.getByRole('img', { name: 'Preview of Graph paper.png' })).toBeVisible();
    await screenshotsIfAsked(page, 'file-sharing-image');
    await expectNoAxeViolations(page);
  });
});

test.describe('academic department files (principal)', () => {
  test.use({ storageState: storageStateFor('principal') });

  // Issue 21 §22: the generic select's create option (spec §5's question, §8's message), where a new option is natural.
  test('the principal adds the department the school lacks while uploading, and the file lands in it', async ({ page }) => {
    await page.goto('/file-sharing/academic-department-files');
    await expect(page.getByRole('table', { name: 'Academic Department Files' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Upload file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a file' });
    // The principal's Department field is the searchable one once their positions are known.
    await expect(dialog.getByPlaceholder('Search or add a department')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Department' }).fill('Drama');
    await dialog.getByRole('option', { name: 'Create "Drama"' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create department' });
    await expect(confirm).toContainText('Create department with name "Drama?"');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Successfully created department', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Department' })).toHaveValue('Drama');

    await dialog.getByLabel('Document type').selectOption('General');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'rehearsals.txt', mimeType: 'text/plain', buffer: Buffer.from('Rehearsal plan') });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('“rehearsals.txt” shared.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Department folders' }).getByRole('button', { name: /^Drama/ }).click();
    await expect(page.getByRole('table', { name: 'Academic Department Files' }).locator('tbody tr')).toHaveCount(1);
  });
});
