import { toCalendarDate } from './calendar-date';
import { countOf } from './count-words';

export interface Age {
  years: number;
  months: number;
}

/**
 * Age in whole years and months, counted at the start of the reference date's month (spec §9): on
 * any day of November 2026 a child born 15 July 2017 is 9 years 3 months, one born 1 July 2017 is
 * 9 years 4 months. A reference before the birth month gives 0 years 0 months rather than a
 * negative age.
 */
export function ageAt(dateOfBirth: string | Date, referenceDate: string | Date): Age {
  const birth = toCalendarDate(dateOfBirth);
  const reference = toCalendarDate(referenceDate);
  const completedMonths = (reference.year - birth.year) * 12 + (reference.month - birth.month) - (birth.day > 1 ? 1 : 0);
  const total = Math.max(0, completedMonths);
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** "9 years 4 months", "1 year 1 month", "0 years 0 months". */
export function formatAge({ years, months }: Age): string {
  return `${countOf(years, 'year')} ${countOf(months, 'month')}`;
}
