import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('School calendar', () => {
  test.use({ storageState: storageStateFor('principal') });
  test.setTimeout(120_000);

  test('the principal adds a weekly Monday/Wednesday event, sees it on those days and exports the .ics', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByLabel('Title').fill('Robotics club');
    const monday = await dialog.getByLabel('Starts on').inputValue();
    await dialog.getByLabel('Ends on').fill(monday);
    await dialog.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Monday').check();
    await dialog.getByLabel('Wednesday').check();
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    const cell = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
    await expect(cell(monday).getByText('Robotics club')).toBeVisible();
    await expect(cell(shift(monday, 2)).getByText('Robotics club')).toBeVisible();
    await expect(cell(shift(monday, 1)).getByText('Robotics club')).toHaveCount(0);
    await screenshotsIfAsked(page, 'calendar-month');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const ics = readFileSync(await (await downloadPromise).path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Robotics club');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');

    await page.getByRole('button', { name: 'Agenda' }).click();
    await expect(page.locator('.fc-list').getByText('Robotics club').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
