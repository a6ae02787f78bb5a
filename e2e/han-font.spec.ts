import { expect as baseExpect, expectNoAxeViolations, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
const HAN_FONT = /noto-sans-sc-chinese-simplified-400-normal[^/]*\.woff2$/;

test.describe('Han names on screen', () => {
  test.use({ storageState: storageStateFor('principal') });
  test.setTimeout(90_000);

  test('fetch the web font only on a page that shows Han characters, and render with it', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (HAN_FONT.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
    });
    await page.goto('/classrooms');
    await expect(page.getByRole('table', { name: 'Classes' }).getByRole('link').first()).toBeVisible();
    expect(fontRequests).toEqual([]);

    await page.goto('/classrooms/cy-primary-4-courage');
    const students = page.getByRole('table', { name: 'Students' });
    await page.getByLabel('Rows per page').selectOption('50');
    const hanName = students.locator('[lang="zh"]').first();
    await expect(hanName).toBeVisible();
    await expect.poll(() => fontRequests.length).toBe(1);
    // The glyphs come from the portal's font, not from boxes or whatever the machine happens to have.
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Portal Han' && face.status === 'loaded')),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});
