import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

const ASSIGNMENT = '/assignments/ia-grading-1';

/** The dialog as seen (a full-page shot would show the forty rows behind it), when SHOTS_DIR asks for shots. */
async function dialogShots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [[1440, 900], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a teacher annotates a student's attachment from question mode and finds it on the student's page", async ({ page }) => {
  // Question mode draws forty answers with their attachments: slow on a loaded machine.
  test.setTimeout(120_000);
  const heavy: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(annotation-canvas|konva)-/.test(request.url())) heavy.push(request.url());
  });
  await page.goto(ASSIGNMENT);
  await page.getByRole('link', { name: 'Grade by question' }).click();
  const chooser = page.getByRole('combobox', { name: 'Question' });
  const attachFiles = chooser.getByRole('option', { name: /Attach Files/ });
  await chooser.selectOption((await attachFiles.getAttribute('value')) ?? '');

  const annotate = page.getByRole('button', { name: /^Annotate .+\.png$/ }).first();
  await expect(annotate).toBeVisible();
  // The annotation tools (konva) load only when they open, not with question mode. pdf.js is no such check: a row
  // whose student attached a PDF (the seed's my-working-*.pdf) previews it as soon as it scrolls into view.
  expect(heavy).toEqual([]);
  // The student's row: the nearest section around the button.
  const row = annotate.locator('xpath=ancestor::section[1]');
  const student = row.getByRole('heading', { level: 2 }).getByRole('link');
  const studentName = (await student.textContent()) ?? '';
  const studentHref = (await student.getAttribute('href')) ?? '';
  const fileName = ((await annotate.getAttribute('aria-label')) ?? '').replace(/^Annotate /, '');
  await annotate.click();

  const dialog = page.getByRole('dialog', { name: `Annotate ${fileName}: ${studentName}` });
  await expect(dialog.locator('canvas').first()).toBeVisible();
  expect(heavy.some((url) => url.includes('annotation-canvas'))).toBe(true);
  // Escape in the text box drops that text only; the dialog stays open.
  await dialog.getByRole('button', { name: 'Add text' }).click();
  await dialog.getByRole('textbox', { name: 'Annotation text' }).fill('Not this');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('textbox', { name: 'Annotation text' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add text' }).click();
  await dialog.getByRole('textbox', { name: 'Annotation text' }).fill('Label the axes');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Label the axes' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Unsaved annotations are kept as a draft in this browser.');
  await dialogShots(page, 'grading-question-annotate');

  const save = dialog.getByRole('button', { name: 'Save annotations' });
  await save.click();
  await expect(page.getByText(`Saved the annotations on ${fileName} for ${studentName}.`)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('No unsaved annotations.');
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);

  // On to the next student's attachment without leaving question mode.
  await dialog.getByRole('button', { name: 'Next attachment' }).click();
  const next = page.getByRole('dialog', { name: /^Annotate / });
  await expect(next).not.toHaveAccessibleName(`Annotate ${fileName}: ${studentName}`);
  await expect(next.locator('canvas').first()).toBeVisible();
  await expect(page).toHaveURL(/\?question=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(studentHref);
  const grading = page.getByRole('form', { name: 'Grading' });
  await expect(grading.getByRole('button', { name: 'Label the axes' })).toBeVisible();
  await expect(page.getByText('Your unsaved grading of this submission was restored from this browser.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
