import { formatWeekdays } from '../cca/cca';
import { dayText } from '../lesson-content/issued-work';
import type { Recurrence } from './recurrence';

const EVERY: Readonly<Record<Recurrence['frequency'], string>> = { WEEKLY: 'Every week', MONTHLY: 'Every month', YEARLY: 'Every year' };

/** How often an event repeats, in words: "Every week on Monday and Wednesday, until 18 Dec 2026". */
export function recurrenceWords(recurrence: Recurrence): string {
  const on = recurrence.weekdays.length > 0 ? ` on ${formatWeekdays(recurrence.weekdays)}` : '';
  const end = recurrence.until ? `, until ${dayText(recurrence.until)}` : recurrence.count ? `, ${String(recurrence.count)} times` : '';
  return `${EVERY[recurrence.frequency]}${on}${end}`;
}
