import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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

/** Today, for the page: Wednesday 25 November 2026 (only Date is fixed; timers run). */
const WEDNESDAY_25_NOVEMBER = new Date(2026, 10, 25, 9, 0);

const cellOf = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

/** In the page: whether an event's whole title is inside its block, neither cut at its right nor at its bottom. */
function titleFits(event: Element): boolean {
  const title = event.querySelector('.fc-event-title');
  if (!title) return false;
  const text = document.createRange();
  text.selectNodeContents(title);
  const words = text.getBoundingClientRect();
  const block = event.getBoundingClientRect();
  return words.right <= block.right + 0.5 && words.bottom <= block.bottom + 0.5;
}

/** Chooses a class in the searchable class filter above the calendar. */
async function pickClass(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Class' });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name }).click();
}

test.describe('School calendar', () => {
  test.use({ storageState: storageStateFor('principal') });
  test.setTimeout(120_000);

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_25_NOVEMBER);
  });

  test('the principal clicks a day, gets it in the dialog with 24-hour times, saves, is told so, and finds the week in en-SG', async ({
    page,
  }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    await screenshotsIfAsked(page, 'calendar-month');
    // A blank corner of Wednesday 18 November's cell, away from its events and its number.
    const cell = cellOf(page, '2026-11-18');
    const box = await cell.boundingBox();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    // On a loaded machine the first click can land before the grid's cells take clicks: click until the dialog opens.
    await expect(async () => {
      if (!(await dialog.isVisible())) await cell.click({ position: { x: 6, y: (box?.height ?? 40) - 6 } });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog.getByLabel('Starts on', { exact: true })).toHaveValue('18/11/2026');
    await expect(dialog.getByLabel('Ends on', { exact: true })).toHaveValue('18/11/2026');
    await expect(dialog.getByLabel('Start time', { exact: true })).toHaveValue('09:00');
    await expect(dialog.locator('input[type="time"]')).toHaveCount(0);
    await dialog.getByLabel('Title', { exact: true }).fill('Parents’ evening');
    await dialog.getByRole('button', { name: 'Choose Start time from a list' }).click();
    await dialog.getByRole('button', { name: '17:30', exact: true }).click();
    await expect(dialog.getByLabel('Start time', { exact: true })).toHaveValue('17:30');
    await expect(dialog.getByLabel('End time', { exact: true })).toHaveValue('18:30');
    await dialog.getByLabel('End time', { exact: true }).fill('1945');
    await dialog.getByLabel('End time', { exact: true }).press('Tab');
    await expect(dialog.getByLabel('End time', { exact: true })).toHaveValue('19:45');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved the event “Parents’ evening”.' })).toBeVisible();
    await expect(cellOf(page, '2026-11-18').getByText('Parents’ evening')).toBeVisible();
    await expect(cellOf(page, '2026-11-18').locator('.fc-event', { hasText: 'Parents’ evening' })).toContainText('17:30');

    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '23 – 29 Nov 2026' })).toBeVisible();
    await expect(page.locator('th.fc-col-header-cell[data-date="2026-11-23"]')).toHaveText('Mon 23 Nov');
    // The week opens on the school day, not at midnight.
    await expect(page.locator('td.fc-timegrid-slot-label[data-time="07:00:00"]')).toBeInViewport();
    await expect(page.locator('td.fc-timegrid-slot-label[data-time="00:00:00"]')).not.toBeInViewport();
    await screenshotsIfAsked(page, 'calendar-week');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '16 – 22 Nov 2026' })).toBeVisible();
    await expect(page.locator('.fc-timegrid-event', { hasText: 'Parents’ evening' })).toContainText('17:30 - 19:45');
    // A 30-minute event shows its whole title under its times, not cut off after them.
    const assembly = page.locator('.fc-timegrid-event', { hasText: 'School assembly' }).first();
    await assembly.scrollIntoViewIfNeeded();
    expect(await assembly.evaluate(titleFits)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the principal adds a weekly Monday/Wednesday event, sees it on those days and exports the .ics', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await expect(dialog.getByLabel('Starts on', { exact: true })).toHaveValue('25/11/2026');
    await dialog.getByLabel('Title', { exact: true }).fill('Robotics club');
    await dialog.getByLabel('Starts on', { exact: true }).fill('23/11/2026');
    await dialog.getByLabel('Starts on', { exact: true }).press('Tab');
    await expect(dialog.getByLabel('Ends on', { exact: true })).toHaveValue('23/11/2026');
    await dialog.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
    await expect(dialog.getByLabel('Monday')).toBeChecked();
    await dialog.getByLabel('Wednesday').check();
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    await expect(cellOf(page, '2026-11-23').getByText('Robotics club')).toBeVisible();
    await expect(cellOf(page, '2026-11-25').getByText('Robotics club')).toBeVisible();
    await expect(cellOf(page, '2026-11-24').getByText('Robotics club')).toHaveCount(0);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const ics = readFileSync(await (await downloadPromise).path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Robotics club');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');

    await page.getByRole('button', { name: 'Agenda' }).click();
    await expect(page.locator('.fc-list').getByText('Robotics club').first()).toBeVisible();
    await expect(page.locator('.fc-list-day-side-text').getByText('23 Nov 2026', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the principal picks a class, adds an event to its calendar and exports the class’s .ics', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await pickClass(page, 'Primary 4 Courage');
    await expect(page).toHaveURL(/\/calendar\?classYearId=cy-primary-4-courage$/);
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await expect(dialog.getByLabel('Calendar', { exact: true })).toHaveValue('cy-primary-4-courage');
    await dialog.getByLabel('Title', { exact: true }).fill('Museum visit');
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    const cell = cellOf(page, '2026-11-25');
    await expect(cell.getByText('Museum visit')).toBeVisible();
    await screenshotsIfAsked(page, 'calendar-class');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('calendar-Primary-4-Courage-2026-2027.ics');
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('X-WR-CALNAME:Primary 4 Courage calendar 2026/2027');
    const visit = vevents(ics).find((event) => event.get('SUMMARY') === 'Museum visit');
    expect(visit?.get('DTSTART')).toBe('20261125T090000');
    expect(vevents(ics).some((event) => event.get('SUMMARY') === 'Staff meeting')).toBe(true);

    await page.getByRole('button', { name: 'Clear Class' }).click();
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
