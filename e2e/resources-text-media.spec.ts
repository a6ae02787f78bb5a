import { expect as baseExpect, expectNoAxeViolations, storageStateFor, test } from './fixtures';
import { openFirstChapter } from './resources-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

/** An 8×8 red PNG: a picture the browser can decode, so the test can see it was shown. */
const RED_SQUARE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN44OCAFTEMLQkAisZYAcHUzcoAAAAASUVORK5CYII=', 'base64');

test.describe('Text/Media holds media (issue 21 §9)', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('a setter inserts a picture with alt text and a YouTube link, saves, and finds both after a reload', async ({ page }) => {
    // The machine is offline: the cookie-less player host answers with a stand-in page (the frame's address is what counts).
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
    );
    await openFirstChapter(page);
    await page.getByRole('button', { name: 'New lesson' }).click();
    const create = page.getByRole('dialog', { name: 'New lesson' });
    await create.getByLabel('Lesson name').fill('Halves in pictures');
    await create.getByRole('button', { name: 'Create lesson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Halves in pictures/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add material' }).click();
    await page.getByRole('button', { name: 'Text/Media', exact: true }).click();
    const editor = page.locator('form.material-editor');
    await editor.getByLabel('Title', { exact: true }).fill('Halves');
    await editor.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('A half is one of two equal parts.');

    await editor.getByRole('button', { name: 'Picture' }).click();
    const pictureForm = editor.getByRole('group', { name: 'Insert a picture' });
    await pictureForm.getByLabel(/^Picture/).setInputFiles({ name: 'red-square.png', mimeType: 'image/png', buffer: RED_SQUARE });
    await pictureForm.getByRole('button', { name: 'Insert picture' }).click();
    await expect(pictureForm.getByText('Describe the picture for pupils who cannot see it (alt text).')).toBeVisible();
    await pictureForm.getByLabel('Description (alt text)').fill('A red square cut into two halves');
    await pictureForm.getByRole('button', { name: 'Insert picture' }).click();
    await expect(editor.getByRole('img', { name: 'A red square cut into two halves' })).toHaveAttribute('src', /^blob:/);

    await editor.getByRole('button', { name: 'Video or link card' }).click();
    const embedForm = editor.getByRole('group', { name: 'Insert a video or link card' });
    await embedForm.getByRole('textbox').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await embedForm.getByRole('button', { name: 'Insert video or link' }).click();
    await expect(editor.getByTitle('YouTube video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await editor.getByRole('button', { name: 'Add material' }).click();
    await expect(page.getByRole('article', { name: 'Halves' })).toBeVisible();

    await page.reload();
    const material = page.getByRole('article', { name: 'Halves' });
    const picture = material.getByRole('img', { name: 'A red square cut into two halves' });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    const player = material.getByTitle('YouTube video');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(player).not.toHaveAttribute('allow', /autoplay/);
    await expectNoAxeViolations(page);
  });
});
