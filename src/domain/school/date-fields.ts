import { z } from 'zod';

/**
 * The one rule for dates and times in request bodies, shared by the portal's forms and the demo
 * backend: a date is "YYYY-MM-DD" and a date-time "YYYY-MM-DDTHH:MM" (the school's local time, no
 * offset), and either names a day that exists — no 30 February, no month 13, 29 February only in a
 * leap year — and a time from 00:00 to 23:59. The shape alone let "2026-02-30" through, which JavaScript
 * then rolled over to 2 March.
 */
const DATE_SOURCE = z.regexes.date.source.replace(/^\^|\$$/g, '');
const TIME_SOURCE = '(?:[01]\\d|2[0-3]):[0-5]\\d';

export const CALENDAR_DATE = new RegExp(`^${DATE_SOURCE}$`);
export const LOCAL_DATE_TIME = new RegExp(`^${DATE_SOURCE}T${TIME_SOURCE}$`);

export const isCalendarDate = (value: string): boolean => CALENDAR_DATE.test(value);
export const isLocalDateTime = (value: string): boolean => LOCAL_DATE_TIME.test(value);

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A real calendar date, "YYYY-MM-DD" (documented as format: date): `missing` when absent or empty, else `invalid`. */
export const calendarDateField = (invalid: string, missing = invalid) =>
  z.iso.date({ error: (issue) => (isMissing(issue.input) ? missing : invalid) });
