import { format, isValid, parseISO } from 'date-fns';

/** Shown where a score, measure or date is missing, so an empty cell never reads as zero. */
export const MISSING = '–';

/** A score or measure as printed: whole numbers bare, others with the one decimal the rules round to. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "12 Mar 2017" from an ISO date; the raw text when it is not a date. */
export function formatDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMM yyyy') : isoDate || MISSING;
}
