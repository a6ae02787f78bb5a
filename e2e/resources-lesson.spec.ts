import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';
import { openFirstChapter } from './resources-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

const cardTitles = (page: Page) => page.locator('.material-card h2').allTextContents();
/** Resolves once the server has answered a move (PUT /materials/{id} with the new order). */
const moveSaved = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/materials\//.test(response.url()) && response.ok());

/** Opens a draft lesson (status Created) of the teacher's first chapter, other than the 200-material bank. */
async function openDraftLesson(page: Page) {
  await openFirstChapter(page);
  await page.getByLabel('Review status').selectOption({ label: 'Created' });
  const table = page.getByRole('table', { name: 'Lessons and assignments' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await table.getByRole('link').filter({ hasNotText: 'practice bank' }).first().click();
  await expect(page.locator('.material-card').first()).toBeVisible();
}

test.describe('lesson page journeys', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(180_000);

  test('the sidebar searches, keeps its width across a reload, and reorders by keyboard and by drag', async ({ page }) => {
    await openDraftLesson(page);
    const sidebar = page.getByRole('complementary', { name: 'Materials' });
    const rows = sidebar.getByRole('listitem');
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(2);

    await sidebar.getByLabel('Search materials').fill(titles[1]!);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(titles[1]!);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/#material-/);
    await sidebar.getByLabel('Search materials').fill('');
    await expect(rows).toHaveCount(titles.length);

    const handle = sidebar.getByRole('separator', { name: 'Resize materials' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    const resized = Number(await handle.getAttribute('aria-valuenow'));
    expect(resized).toBeGreaterThan(before + 40);
    await page.reload();
    await expect(sidebar.getByRole('separator', { name: 'Resize materials' })).toHaveAttribute('aria-valuenow', String(resized));

    await sidebar.getByRole('button', { name: 'Edit order' }).click();
    const first = sidebar.getByRole('button', { name: `Drag “${titles[0]}”` });
    await first.focus();
    let saved = moveSaved(page);
    // dnd-kit's keyboard sensor measures the list after the pick-up; a person's key presses are as far apart.
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => cardTitles(page)).toEqual([titles[1], titles[0], ...titles.slice(2)]);
    // One move at a time: the next drag waits until the server has this one, as the list does.
    await saved;
    await expect(sidebar.locator('ol[aria-busy]')).toHaveCount(0);

    const dragged = sidebar.getByRole('button', { name: `Drag “${titles[2]}”` });
    const target = sidebar.getByRole('button', { name: `Drag “${titles[1]}”` });
    const from = (await dragged.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Small steps with a frame between them, as a hand moves: dnd-kit reads each pointer move.
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y) * step) / 20);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(200);
    saved = moveSaved(page);
    await page.mouse.up();
    await expect(page.getByText(`“${titles[2]}” dropped at position 1 of ${titles.length}.`)).toBeAttached();
    await expect.poll(() => cardTitles(page)).toEqual([titles[2], titles[1], titles[0], ...titles.slice(3)]);

    await saved;
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([titles[2], titles[1], titles[0], ...titles.slice(3)]);
    await screenshotsIfAsked(page, 'resources-lesson-sidebar');
    await expectNoAxeViolations(page);
  });

  test('a teacher authors a lesson with every material type', async ({ page }) => {
    await openFirstChapter(page);
    await page.getByRole('button', { name: 'New lesson' }).click();
    const create = page.getByRole('dialog', { name: 'New lesson' });
    await create.getByLabel('Lesson name').fill('Every kind of material');
    await create.getByRole('button', { name: 'Create lesson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Every kind of material/ })).toBeVisible();

    const add = async (type: string, title: string, fill: (editor: ReturnType<Page['locator']>) => Promise<void>) => {
      await page.getByRole('button', { name: 'Add material' }).click();
      await page.getByRole('button', { name: type, exact: true }).click();
      const editor = page.locator('form.material-editor');
      await editor.getByLabel('Title', { exact: true }).fill(title);
      await fill(editor);
      await editor.getByRole('button', { name: 'Add material' }).click();
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    };

    await add('Text/Media', 'Worked example', async (editor) => {
      await editor.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Add the numerators when the denominators are equal.');
    });
    await add('Free Text', 'Key idea', async (editor) => {
      await editor.getByLabel('Text', { exact: true }).fill('Equal denominators: add the numerators.');
    });
    await add('Link', 'Fractions video', async (editor) => {
      await editor.getByLabel('Link address').fill('https://example.org/fractions');
    });
    await add('Attach Files', 'Worksheet', async (editor) => {
      await editor.locator('input[type=file]').setInputFiles({ name: 'worksheet.txt', mimeType: 'text/plain', buffer: Buffer.from('Practise adding fractions.') });
      await expect(editor.getByRole('list', { name: 'Attached files' })).toContainText('worksheet.txt');
    });
    await add('Multiple Choice', 'Pick the larger fraction', async (editor) => {
      await editor.getByLabel('Question').fill('Which is larger?');
      await editor.getByLabel('Choice 1', { exact: true }).fill('1/2');
      await editor.getByLabel('Choice 2', { exact: true }).fill('1/3');
      await editor.getByLabel('Choice 1 is correct').check();
    });
    await add('Fill In The Blank', 'Complete the sentence', async (editor) => {
      await editor.getByLabel('Passage').fill('Half of 10 is [5|five].');
    });
    await add('Free Response', 'Explain', async (editor) => {
      await editor.getByLabel('Question').fill('Explain how you compare fractions.');
    });
    await add('Error Editing', 'Fix the sentence', async (editor) => {
      await editor.getByLabel('Passage').fill('He go to school.');
      await editor.getByLabel('Error 1', { exact: true }).fill('go');
      await editor.getByLabel('Correction 1', { exact: true }).fill('goes');
    });
    await add('Voice Response', 'Read aloud', async (editor) => {
      await editor.getByLabel('Prompt').fill('Read the passage aloud.');
    });

    await expect(page.locator('.material-card h2')).toHaveText([
      'Worked example',
      'Key idea',
      'Fractions video',
      'Worksheet',
      'Pick the larger fraction',
      'Complete the sentence',
      'Explain',
      'Fix the sentence',
      'Read aloud',
    ]);
    await expect(page.getByRole('complementary', { name: 'Materials' }).getByRole('listitem')).toHaveCount(9);
    await screenshotsIfAsked(page, 'resources-lesson-authored');
    await expectNoAxeViolations(page);
  });
});
