import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('LEAPS events', () => {
  test.use({ storageState: storageStateFor('homeroom') });
  test.setTimeout(120_000);

  test('the homeroom teacher adds a LEAPS event, edits it, finds the rename in its history, and finds it in the list', async ({ page }) => {
    await page.goto('/leaps?classYearId=cy-primary-5-courage');
    const table = page.getByRole('table', { name: 'LEAPS events' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /Attainment of Primary 5 Courage, 2026\/2027/ })).toBeVisible();
    await screenshotsIfAsked(page, 'leaps-list');
    await page.getByRole('button', { name: /^Level/ }).click();
    await expect(page).toHaveURL(/sortBy=level/);
    await expect(table.locator('tbody tr').first()).toContainText('Level 1');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await downloadPromise).path(), 'utf8');
    expect(csv).toContain('Event,Domain,Level,Date,Students,Academic year');

    await page.getByRole('link', { name: 'Add LEAPS event' }).click();
    await expect(page).toHaveURL(/\/leaps\/add$/);
    await page.getByLabel('Event name').fill('Inter-class debate final');
    await page.getByLabel('Domain').selectOption('achievement');
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Level 2 – Zone' });
    await page.getByLabel('Date', { exact: true }).fill('03/11/2026');
    await page.getByLabel('Date', { exact: true }).press('Tab');
    const students = page.getByRole('combobox', { name: 'Add students' });
    await students.click();
    await students.fill('an');
    const option = page.locator('#leaps-students-listbox').getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await page.keyboard.press('Escape');
    const chosen = page.getByRole('table', { name: 'Chosen students' });
    const studentName = (await chosen.locator('tbody th').first().textContent())?.trim() ?? '';
    await chosen.getByLabel(`Role of ${studentName}`).fill('First speaker');
    await chosen.getByLabel(`Own level of ${studentName}`).selectOption({ label: 'Level 3 – National' });
    await screenshotsIfAsked(page, 'leaps-add');
    await page.getByRole('button', { name: 'Save event' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Inter-class debate final' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'First speaker' })).toBeVisible();
    await expect(page.getByText('Level 3 – National (own level)')).toBeVisible();
    await screenshotsIfAsked(page, 'leaps-event');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByLabel('Event name').fill('Inter-school debate final');
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Level 3 – National' });
    await page.getByRole('button', { name: 'Save event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inter-school debate final' })).toBeVisible();
    await expect(page.getByText('Achievement, Level 3 – National')).toBeVisible();

    // The event's history, one click from its page (issue 24 §2): the rename, by whom.
    await page.getByRole('button', { name: 'History of Inter-school debate final' }).click();
    const history = page.getByRole('dialog', { name: 'History of Inter-school debate final' });
    await expect(history.getByText('Name: Inter-class debate final → Inter-school debate final')).toBeVisible();
    await expect(history.getByRole('listitem').filter({ hasText: 'Name: Inter-class' }).first()).toContainText('Mr Daniel Tan');
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Close' }).first().click();
    await expect(history).toHaveCount(0);

    await page.getByRole('link', { name: 'LEAPS', exact: true }).first().click();
    await page.getByLabel('Search events').fill('debate final');
    await expect(page).toHaveURL(/search=debate/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('link', { name: 'Inter-school debate final' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toContainText(studentName);
    await expectNoAxeViolations(page);
  });
});

test.describe('LEAPS permissions', () => {
  test.use({ storageState: storageStateFor('teacher') });

  test('the teacher without LEAPS permissions has no LEAPS menu entry and no way to add an event', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'LEAPS', exact: true })).toHaveCount(0);
    await page.goto('/leaps/add');
    await expect(page).toHaveURL(/\/not-authorized/);
    await expect(page.getByRole('button', { name: 'Save event' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add LEAPS event' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
