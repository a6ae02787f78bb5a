import { formatIsoDate, toCalendarDate } from '@/domain/school/calendar-date';

/** The date a report is issued unless the user picks another: the day it is generated, in the user's time zone. */
export function defaultIssueDate(now: Date): string {
  return formatIsoDate(toCalendarDate(now));
}

/** Whether `value` (a date input's value) is a real calendar date, "YYYY-MM-DD". */
export function isIssueDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    toCalendarDate(value);
    return true;
  } catch {
    return false;
  }
}
