import { expect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('teacher') });

const ASSIGNMENT = '/assignments/ia-grading-1';

test("a teacher marks a student's photo in red where they click, keeps the pupil while typing j and k, and finds it after a reload", async ({ page }) => {
  // The grading page draws forty questions, a canvas and axe over it: slow on a loaded machine.
  test.setTimeout(90_000);
  await page.goto(ASSIGNMENT);
  const table = page.getByRole('table', { name: 'Students' });
  await page.getByLabel('State').selectOption('Submitted');
  await expect(table.getByText('Graded', { exact: true })).toHaveCount(0);
  await table.getByRole('link').nth(1).click();

  const grading = page.getByRole('form', { name: 'Grading' });
  const photo = grading.getByRole('img', { name: /\.png, attached by the student$/ }).first();
  await expect(photo).toBeVisible();
  const fileName = ((await photo.getAttribute('alt')) ?? '').replace(', attached by the student', '');
  const photoWidthInView = (await photo.boundingBox())?.width ?? 0;
  await grading.getByRole('button', { name: `Annotate ${fileName}` }).first().click();
  const sheet = grading.locator('.annotation-page canvas').first();
  await expect(sheet).toBeVisible();
  // Annotate mode draws the page at least as large as view mode did (issue 21 §2: it shrank to half).
  expect((await sheet.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(photoWidthInView - 2);

  // The pen first: red and larger; then a click where the text goes, and a word with j and k in it.
  await grading.getByLabel('Colour').selectOption('Red');
  await grading.getByLabel('Size').selectOption('48');
  const url = page.url();
  const pupil = await page.getByRole('heading', { level: 1 }).textContent();
  await sheet.click({ position: { x: 120, y: 90 } });
  const box = grading.getByRole('textbox', { name: 'Annotation text' });
  await expect(box).toBeFocused();
  const canvasBox = await sheet.boundingBox();
  const textBox = await box.boundingBox();
  // The text box opens where the page was clicked (its frame sits a few pixels up and left of the text).
  expect(Math.abs((textBox?.x ?? 0) - ((canvasBox?.x ?? 0) + 120))).toBeLessThan(8);
  expect(Math.abs((textBox?.y ?? 0) - ((canvasBox?.y ?? 0) + 90))).toBeLessThan(8);
  await page.keyboard.type('jokes');
  await page.keyboard.press('Enter');
  await expect(grading.getByRole('button', { name: 'jokes' })).toBeVisible();
  // J and K went into the text: the same pupil is still open.
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pupil ?? '');
  await expect(grading.getByText('Red, 48 px, Sans')).toBeVisible();

  // Zoom in: the page grows and scrolls inside its box; Fit width brings it back.
  const fitted = (await sheet.boundingBox())?.width ?? 0;
  await grading.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
  await grading.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeCloseTo(fitted, 0);
  await screenshotsIfAsked(page, 'grading-annotate');

  const marks = grading.getByLabel(/^Mark for /);
  for (let index = 0; index < (await marks.count()); index += 1) {
    const field = marks.nth(index);
    if ((await field.inputValue()) === '') await field.fill('1');
  }
  await grading.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(/^Graded .+: /)).toBeVisible();

  await page.reload();
  await expect(grading.getByText('1 annotation').first()).toBeVisible();
  await expect(grading.getByRole('button', { name: 'jokes' })).toBeVisible();
  await expect(grading.getByText('Red, 48 px, Sans')).toBeVisible();
  await expectNoAxeViolations(page);
});
