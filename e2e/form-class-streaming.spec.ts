import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

test('a homeroom teacher retains a student with a reason, streams another, saves, and finds both after a reload', async ({ page }) => {
  await page.goto('/streaming-and-promotion/cy-primary-5-courage/ay-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Streaming & Promotion: Primary 5 Courage' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Promotion outcomes of Primary 5 Courage, 2026/2027' });
  const rows = grid.locator('tbody tr');
  const outcome = (row: number) => rows.nth(row).getByRole('combobox', { name: /^Promotion outcome for / });
  const stream = (row: number) => rows.nth(row).getByRole('combobox', { name: /^Next year's stream for / });

  // Two students that are not retained yet: the first is retained, the second streamed into Foundation.
  const count = await rows.count();
  const candidates: number[] = [];
  for (let row = 0; row < count && candidates.length < 2; row += 1) {
    if ((await outcome(row).inputValue()) !== 'Retained') candidates.push(row);
  }
  const [retained = 0, streamed = 1] = candidates;

  await outcome(retained).selectOption('Retained');
  const dialog = page.getByRole('dialog', { name: /^Retain / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Retain' }).click();
  await expect(dialog).toContainText('Give the reason for retaining the student.');
  await dialog.getByLabel('Reason for retaining (required)').fill('Missed most of term 3 and 4 through illness.');
  await screenshotsIfAsked(page, 'form-class-retain-dialog');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Retain' }).click();
  await expect(outcome(retained)).toHaveValue('Retained');
  await expect(stream(retained)).toBeDisabled();

  await outcome(streamed).selectOption('Promoted');
  await stream(streamed).selectOption('Foundation');
  await screenshotsIfAsked(page, 'form-class-streaming');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save outcomes' }).click();
  const save = page.getByRole('dialog', { name: 'Save outcomes?' });
  await expect(save).toContainText('To be retained:');
  await expect(save).toContainText('Missed most of term 3 and 4 through illness.');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Outcomes and streams saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  await page.reload();
  await expect(outcome(retained)).toHaveValue('Retained');
  await expect(rows.nth(retained)).toContainText('Missed most of term 3 and 4 through illness.');
  await expect(outcome(streamed)).toHaveValue('Promoted');
  await expect(stream(streamed)).toHaveValue('stream-foundation');
  await expectNoAxeViolations(page);
});
