import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

const GRID = '/height-and-weight/cy-primary-5-courage/ay-2026';

test('a homeroom teacher records heights and weights by keyboard and paste, saves, and finds them after a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${GRID}?term=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Height & Weight: Primary 5 Courage' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Heights and weights of Primary 5 Courage, term 2' });
  const inputs = grid.getByRole('textbox');
  const rows = grid.locator('tbody tr');

  // Keyboard: type over the first height, Enter goes down the column, arrows move across.
  await inputs.nth(0).click();
  await page.keyboard.type('150');
  await page.keyboard.press('ArrowRight');
  await expect(inputs.nth(1)).toBeFocused();
  await page.keyboard.type('45');
  await expect(rows.nth(0)).toContainText('20.0');
  await page.keyboard.press('Enter');
  await expect(inputs.nth(3)).toBeFocused();

  // Paste two columns copied from a spreadsheet into the second student's height.
  await page.evaluate(() => navigator.clipboard.writeText('141.5\t33.2\n139\t31\n'));
  await inputs.nth(2).click();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(inputs.nth(3)).toHaveValue('33.2');
  await expect(inputs.nth(5)).toHaveValue('31');

  // Implausible: refused before sending; unusual: saved, flagged with its explanation.
  await inputs.nth(6).fill('1500');
  await expect(rows.nth(3)).toContainText('Height must be from 40 to 230 cm, with at most one decimal.');
  await expect(page.getByRole('button', { name: 'Save heights and weights' })).toBeDisabled();
  await inputs.nth(6).fill('205');
  await expect(rows.nth(3)).toContainText('Unusual height: please check it.');
  await expect(page.getByText(/^\d+ unsaved changes?\.$/)).toBeVisible();
  await screenshotsIfAsked(page, 'form-class-height-weight');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save heights and weights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save heights and weights?' });
  await expect(dialog).toContainText('of 4 students of Primary 5 Courage, term 2?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Heights and weights saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  await page.reload();
  await expect(inputs.nth(0)).toHaveValue('150');
  await expect(inputs.nth(1)).toHaveValue('45');
  await expect(inputs.nth(3)).toHaveValue('33.2');
  await expect(inputs.nth(6)).toHaveValue('205');
  await expect(rows.nth(0)).toContainText('20.0');
  await expectNoAxeViolations(page);
});

test('typed values survive a reload as a draft, and a gap link focuses the student row', async ({ page }) => {
  await page.goto(`${GRID}?term=2`);
  const grid = page.getByRole('table', { name: 'Heights and weights of Primary 5 Courage, term 2' });
  const row = grid.locator('tbody tr').nth(7);
  const studentId = (await row.getAttribute('id'))?.replace(/^student-/, '');
  await row.getByRole('textbox').first().fill('133.3');
  // The completion view's gap link, opened afresh: a reload keeps the fragment.
  await page.goto(`${GRID}?term=2#student-${studentId}`);
  await page.reload();
  await expect(row.getByRole('textbox').first()).toHaveValue('133.3');
  await expect(page.getByText(/unsaved values? from your last visit (?:was|were) restored/)).toBeVisible();
  await expect(row.getByRole('textbox').first()).toBeFocused();
  await expect(row).toBeInViewport();
  await expectNoAxeViolations(page);
});
