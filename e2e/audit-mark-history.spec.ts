import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect as baseExpect, expectNoAxeViolations, loginAs, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// On the record (issue 24 §5): the teacher changes one mark three times, and after a reload its history holds the three
// changes in order; the principal, signed in through the admin portal's hand-off, changes it again, and the history
// names both people with the hand-off shown. The demo backend keeps one school per browser context, so the principal
// signs in in the same context after the teacher signs out.

const expect = baseExpect.configure({ timeout: 15_000 });
const SUBJECT = 'Mathematics – Primary 4 Courage';
const SHEET = '/gradebook/sy-primary-4-courage-mathematics?term=1';

test.setTimeout(180_000);
test.use({ storageState: storageStateFor('teacher') });

const gridOf = (page: Page) => page.getByRole('table', { name: `Marks of ${SUBJECT}, term 1` });

async function openSheet(page: Page): Promise<Locator> {
  await page.goto(SHEET);
  const mark = gridOf(page).getByRole('textbox').first();
  await expect(mark).toBeVisible();
  return mark;
}

/**
 * Goes to `url` inside the running app (the router follows the history), not by loading the page again: the demo
 * backend lives in the page and saves to IndexedDB a moment after each write (a session, a hand-off code), which a
 * hard navigation right after could outrun.
 */
async function goInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function saveMark(page: Page, mark: Locator, value: string) {
  await mark.fill(value);
  await page.getByRole('button', { name: 'Save marks' }).click();
  await page.getByRole('dialog', { name: 'Save marks?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marks saved.')).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  // The next save's message must be its own, not this one still on screen.
  await expect(page.getByText('Marks saved.')).toBeHidden();
}

async function openHistory(page: Page, mark: Locator): Promise<Locator> {
  const label = (await mark.getAttribute('aria-label')) ?? '';
  await mark.hover();
  await mark.locator('xpath=ancestor::td[1]').getByRole('button', { name: `History of ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `History of ${label}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const entriesOf = (dialog: Locator) => dialog.getByRole('list', { name: 'Changes, newest first' }).locator(':scope > li');

/** The screen as seen at both sizes; the tooltip shows after a pause on hover (mark-grid.css). */
const shots = (page: Page, name: string, before?: () => Promise<void>) =>
  screenshotsIfAsked(page, name, {
    fullPage: false,
    beforeEach: async () => {
      await before?.();
      await page.waitForTimeout(500);
    },
  });

test('a mark changed three times by the teacher and once by the principal through the hand-off keeps all four, in order', async ({ page, context }) => {
  let mark = await openSheet(page);
  const seeded = await mark.inputValue();
  // Three values that each differ from the one before, whatever the seed holds.
  const values = ['11', '12', '13', '14'].filter((value) => value !== seeded).slice(0, 4);
  const [first, second, third, fourth] = values as [string, string, string, string];
  for (const value of [first, second, third]) await saveMark(page, mark, value);

  // Saved to IndexedDB a moment after the answer: give it that moment before the hard reload.
  await page.waitForTimeout(1000);
  await page.reload();
  mark = gridOf(page).getByRole('textbox').first();
  await expect(mark).toHaveValue(third);

  // Hover: who last changed it and when, also the input's description for keyboard and screen-reader users.
  await mark.hover();
  const tooltip = mark.locator('xpath=ancestor::td[1]').getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(/^Last changed by Ms Priya Nair, \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expect(mark).toHaveAccessibleDescription(/Last changed by Ms Priya Nair/);
  await shots(page, 'mark-last-change-hover', () => mark.hover());

  let dialog = await openHistory(page, mark);
  await expect(entriesOf(dialog)).toHaveCount(3);
  await expect(entriesOf(dialog).nth(0)).toContainText(`Mark: ${second} → ${third}`);
  await expect(entriesOf(dialog).nth(1)).toContainText(`Mark: ${first} → ${second}`);
  await expect(entriesOf(dialog).nth(2)).toContainText(`Mark: ${seeded === '' ? 'blank' : seeded} → ${first}`);
  for (const entry of await entriesOf(dialog).all()) await expect(entry).toContainText('Ms Priya Nair');
  await expect(dialog).not.toContainText('admin portal');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The principal signs in, and opens the admin portal: the link carries a one-time code this portal also exchanges.
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, DEMO_ACCOUNTS.principal.username, DEMO_ACCOUNTS.principal.password);
  const portalOrigin = new URL(page.url()).origin;
  // The admin portal is another site: answer its hand-off page with an empty one, so the tab never leaves the test.
  await context.route(
    (url) => url.origin !== portalOrigin && url.pathname === '/auth/handoff',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Admin portal</title>' }),
  );
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Admin Portal/ }).click();
  const adminTab = await opening;
  await adminTab.waitForURL(/\/auth\/handoff#code=/);
  const code = new URL(adminTab.url()).hash.replace(/^#code=/, '');
  await adminTab.close();
  expect(code).not.toBe('');

  // The hand-off page of this portal reads the code from the fragment, as the admin portal's link would bring it.
  await goInApp(page, `/auth/handoff#code=${code}`);
  await page.waitForURL((url) => url.pathname === '/landing');
  await goInApp(page, SHEET);
  mark = gridOf(page).getByRole('textbox').first();
  await expect(mark).toHaveValue(third);
  await saveMark(page, mark, fourth);

  dialog = await openHistory(page, mark);
  await expect(entriesOf(dialog)).toHaveCount(4);
  const newest = entriesOf(dialog).nth(0);
  await expect(newest).toContainText('Mdm Siti Rahmah');
  await expect(newest).toContainText('through the admin portal');
  await expect(newest).toContainText(`Mark: ${third} → ${fourth}`);
  await expect(entriesOf(dialog).nth(1)).toContainText('Ms Priya Nair');
  await expect(entriesOf(dialog).nth(1)).not.toContainText('admin portal');
  await shots(page, 'mark-history-dialog');
  await expectNoAxeViolations(page);
});
