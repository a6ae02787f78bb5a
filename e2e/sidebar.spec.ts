import { expect, storageStateFor, test } from './fixtures';

test.use({ storageState: storageStateFor('principal') });

test('the sidebar minimizes by itself at 1300 px but not at 1500 px', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/landing');
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: /Hide menu/ })).toBeVisible();

  await page.setViewportSize({ width: 1300, height: 900 });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: /Show menu/ })).toBeVisible();
});

test('a sidebar pinned open at 1300 px stays open after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/landing');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: /Show menu/ }).click();
  await expect(nav).toBeVisible();
  await page.reload();
  await expect(nav).toBeVisible();
});
