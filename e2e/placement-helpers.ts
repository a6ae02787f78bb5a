import type { Locator, Page } from '@playwright/test';

/** The entry screen for Primary 1 of the principal's branch (200 applicants, the big intake). */
export const PRIMARY1_ENTRY = '/placement-test-results/add?programmeId=mp-academic&masterLevelId=ml-primary1';

/** Pastes spreadsheet text into a cell as a user's Ctrl+V would (Chromium accepts a synthetic clipboard event). */
export async function pasteInto(cell: Locator, text: string): Promise<void> {
  await cell.focus();
  await cell.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The grid's body rows (the header row left out). */
export function gridRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr');
}
