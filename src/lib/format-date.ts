import { format, isValid, parseISO } from 'date-fns';

/** Shown where a date is missing or unreadable. */
export const NO_DATE = '-';

function parsed(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/**
 * A date as the school writes it (en-SG, docs/design.md): "21 Nov 2026". Never the browser's locale,
 * so a US-configured machine does not show 11/21/2026. Missing or unreadable values show "-".
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parsed(value);
  return date ? format(date, 'd MMM yyyy') : NO_DATE;
}

/** A date and time: "Sat 21 Nov 2026, 09:30" (24-hour clock, as Singapore schools timetable). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parsed(value);
  return date ? format(date, 'EEE d MMM yyyy, HH:mm') : NO_DATE;
}
