import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The VEVENTs of an iCalendar file as maps of their properties (name without parameters → value). */
function vevents(ics: string): Array<Map<string, string>> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: Array<Map<string, string>> = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1));
    }
  }
  return events;
}

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

  test('the principal picks a class, adds an event to its calendar and exports the class’s .ics', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Primary 4 Courage' });
    await expect(page).toHaveURL(/\/calendar\?classYearId=cy-primary-4-courage$/);
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await expect(dialog.getByLabel('Calendar')).toHaveValue('cy-primary-4-courage');
    await dialog.getByLabel('Title').fill('Museum visit');
    const day = await dialog.getByLabel('Starts on').inputValue();
    await dialog.getByLabel('Ends on').fill(day);
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
    await expect(cell.getByText('Museum visit')).toBeVisible();
    await screenshotsIfAsked(page, 'calendar-class');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('calendar-Primary-4-Courage-2026-2027.ics');
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('X-WR-CALNAME:Primary 4 Courage calendar 2026/2027');
    const visit = vevents(ics).find((event) => event.get('SUMMARY') === 'Museum visit');
    expect(visit?.get('DTSTART')).toBe(`${day.replaceAll('-', '')}T090000`);
    expect(vevents(ics).some((event) => event.get('SUMMARY') === 'Staff meeting')).toBe(true);

    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Whole school' });
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(cell.getByText('Museum visit')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('School calendar for a view-only account', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('the teacher sees the school’s events but is offered no way to add or change one', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await expect(page.getByText('Staff meeting').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to calendar (.ics)' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add event' })).toHaveCount(0);
    await page.getByText('Staff meeting').first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
