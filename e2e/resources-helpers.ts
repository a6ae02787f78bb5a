import { expect, loginAs, DEMO_ACCOUNTS, type StoredAccount } from './fixtures';
import type { Page } from '@playwright/test';

/** Logs out and signs in as another demo account in the same context (the demo school stays in it). */
export async function switchAccount(page: Page, account: StoredAccount): Promise<void> {
  // From the dashboard, as a teacher ending a session would; a page whose queries are still settling
  // would send them once more without a token as the cache is cleared (a 401 in the console).
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, DEMO_ACCOUNTS[account].username, DEMO_ACCOUNTS[account].password);
}

/** Opens the first subject's first chapter from /resources, as a teacher would. */
export async function openFirstChapter(page: Page): Promise<void> {
  await page.goto('/resources');
  await page.locator('.resource-subject-card a').first().click();
  await page.getByRole('list', { name: 'Chapters' }).getByRole('link').first().click();
  await expect(page.getByRole('table', { name: 'Lessons and assignments' })).toBeVisible();
}

/** The address of the 200-material practice bank, found through the chapter tables' search. */
export async function practiceBankPath(page: Page): Promise<string> {
  await page.goto('/resources');
  const subjects = page.locator('.resource-subject-card a');
  await subjects.first().waitFor();
  const count = await subjects.count();
  for (let s = 0; s < count; s += 1) {
    await page.goto('/resources');
    await subjects.nth(s).click();
    const chapters = page.getByRole('list', { name: 'Chapters' }).getByRole('link');
    await chapters.first().waitFor();
    for (const href of await chapters.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      await page.goto(`${href}?name=practice`);
      const table = page.getByRole('table', { name: 'Lessons and assignments' });
      await expect(table.getByText(/Loading/)).toHaveCount(0);
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const link = table.getByRole('link', { name: 'Fractions — practice bank' });
      if ((await link.count()) > 0) return (await link.getAttribute('href')) ?? '';
    }
  }
  throw new Error('No practice bank lesson in the demo teacher’s subjects');
}
