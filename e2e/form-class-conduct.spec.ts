import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The shared 2-core machine runs several suites at once; first loads can take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const CLASS = 'Primary 5 Courage';
const CONDUCT = '/conduct/cy-primary-5-courage/ay-2026?term=2';

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

test('a homeroom teacher grades conduct by letter and paste, saves, and finds it after a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CONDUCT);
  await expect(page.getByRole('heading', { level: 1, name: `${CLASS}: Conduct` })).toBeVisible();
  const legend = page.getByRole('list', { name: 'Frequency legend' });
  await expect(legend).toContainText('A – Almost');
  await expect(legend).toContainText('M – Most Of The Time');
  await expect(legend).toContainText('S – Seldom');
  await expect(legend).toContainText('N – Never');
  const grid = page.getByRole('table', { name: `Conduct of ${CLASS}, term 2` });
  const width = (await grid.getByRole('columnheader').count()) - 2;
  const cells = grid.getByRole('textbox');

  // Type over the first grade, Enter goes down the column, ArrowRight across.
  await cells.nth(0).click();
  await page.keyboard.type('s');
  await page.keyboard.press('Enter');
  await expect(cells.nth(width)).toBeFocused();
  await page.keyboard.type('a');
  await page.keyboard.press('ArrowRight');
  await expect(cells.nth(width + 1)).toBeFocused();
  await page.keyboard.type('x');
  await expect(cells.nth(width + 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Save conduct' })).toBeDisabled();

  // A row copied from a spreadsheet over the bad value.
  await page.evaluate(() => navigator.clipboard.writeText('N\tM\n'));
  await page.keyboard.press('ControlOrMeta+v');
  await expect(cells.nth(width + 1)).toHaveValue('N');
  await expect(cells.nth(width + 2)).toHaveValue('M');
  await screenshotsIfAsked(page, 'form-class-conduct');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save conduct' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save conduct?' });
  await expect(dialog).toContainText(`of 2 students of ${CLASS}, term 2?`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Conduct saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  await page.reload();
  await expect(cells.nth(0)).toHaveValue('S');
  await expect(cells.nth(width)).toHaveValue('A');
  await expect(cells.nth(width + 1)).toHaveValue('N');
  await expect(cells.nth(width + 2)).toHaveValue('M');
  await expectNoAxeViolations(page);
});

test('a gap link of the completion view opens conduct on that student, focused', async ({ page }) => {
  await page.goto('/form-class-completion/cy-primary-5-courage/ay-2026?term=2');
  const students = page.getByRole('table', { name: 'Missing records per student' });
  const gap = students.getByRole('link', { name: /^Conduct of / }).last();
  const href = (await gap.getAttribute('href')) ?? '';
  const studentRow = href.slice(href.indexOf('#'));
  expect(studentRow).toMatch(/^#student-st-/);
  await gap.click();
  const first = page.locator(`tr${studentRow} input`).first();
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expectNoAxeViolations(page);
});
