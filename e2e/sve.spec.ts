import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('SVE', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('the teacher opens their exam type, sets an assignment with a file, and downloads a BMT file', async ({ page }) => {
    await page.goto('/sves');
    const examTypes = page.getByRole('table', { name: 'SVE Assignments: exam types' });
    await examTypes.getByRole('link', { name: 'Primary 6 SVE Mathematics' }).click();
    await expect(page).toHaveURL(/\/sves\/sve-2026-p6-mathematics$/);
    await expect(page.getByRole('heading', { name: 'SVE Assignments: Primary 6 SVE Mathematics' })).toBeVisible();

    await page.getByRole('button', { name: 'New assignment' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Ratio and proportion drill');
    await page.getByLabel('Due date', { exact: true }).fill('04/12/2026');
    await page.getByLabel('Instructions').fill('Show your working for every question.');
    const bytes = Buffer.from('Question 1: share 36 sweets in the ratio 4 : 5.\n', 'utf8');
    await page.locator('input[type="file"]').setInputFiles({ name: 'ratio-drill.txt', mimeType: 'text/plain', buffer: bytes });
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('ratio-drill.txt')).toBeVisible();
    await page.getByRole('button', { name: 'Set assignment' }).click();
    await expect(page.getByText('Assignment “Ratio and proportion drill” set.')).toBeVisible();

    const table = page.getByRole('table', { name: 'SVE assignments' });
    const row = table.getByRole('row', { name: /Ratio and proportion drill/ });
    await expect(row).toBeVisible();
    const attachment = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download ratio-drill.txt' }).click();
    expect(readFileSync(await (await attachment).path())).toEqual(bytes);

    await page.goto('/bmt-files');
    const bmtTypes = page.getByRole('table', { name: 'BMT File Download: exam types' });
    // No subject gate (spec §6): every exam type is listed, not only the teacher's own.
    await bmtTypes.getByRole('row', { name: /Secondary 4 SVE Science 2026\/2027/ }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'BMT File Download: Secondary 4 SVE Science' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download benchmark-test-a.pdf' }).click();
    const pdf = readFileSync(await (await download).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshotsIfAsked(page, 'sve-bmt-files');
    await expectNoAxeViolations(page);
  });
});
