import { dayNumber, formatIsoDate, fromDayNumber, toCalendarDate } from './calendar-date';
import { isWorkingDay } from './working-days';

type DateInput = string | Date;

/** A week of a term with at least one school day; weeks are numbered from 1 in term order. */
export interface TeachingWeek {
  number: number;
  /** The week's Monday, even when the term starts later in the week. */
  monday: string;
  /** The first and last school days of the week inside the term. */
  firstDay: string;
  lastDay: string;
  /** School days of the week inside the term (fewer than five when a holiday or the term's edge cuts it). */
  workingDays: number;
  partial: boolean;
}

export const FULL_WEEK_DAYS = 5;

/** Term dates as an academic year carries them (spec §3): term1StartDate … term4EndDate. */
export type TermDates = Record<`term${1 | 2 | 3 | 4}${'Start' | 'End'}Date`, string>;

export function termRange(year: TermDates, term: 1 | 2 | 3 | 4): { start: string; end: string } {
  return { start: year[`term${term}StartDate`], end: year[`term${term}EndDate`] };
}

/**
 * The teaching weeks of a term: Monday-based calendar weeks that hold at least one school day between the
 * term's first and last day (weekends and listed holidays are not school days). A week with no school day,
 * such as a week of holidays, is skipped and does not take a number; a week cut by the term's edges or a
 * holiday is kept and marked partial.
 */
export function teachingWeeks(start: DateInput, end: DateInput, holidays: Iterable<DateInput> = []): TeachingWeek[] {
  const first = dayNumber(toCalendarDate(start));
  const last = dayNumber(toCalendarDate(end));
  const closed = [...holidays];
  const weeks: TeachingWeek[] = [];
  // 1970-01-01 was a Thursday, so Monday is three days before any day number ≡ 0 (mod 7).
  let monday = first - ((((first + 3) % 7) + 7) % 7);
  for (; monday <= last; monday += 7) {
    const days: string[] = [];
    for (let day = Math.max(monday, first); day <= Math.min(monday + 4, last); day += 1) {
      const iso = formatIsoDate(fromDayNumber(day));
      if (isWorkingDay(iso, closed)) days.push(iso);
    }
    const [firstDay] = days;
    const lastDay = days.at(-1);
    if (!firstDay || !lastDay) continue;
    weeks.push({
      number: weeks.length + 1,
      monday: formatIsoDate(fromDayNumber(monday)),
      firstDay,
      lastDay,
      workingDays: days.length,
      partial: days.length < FULL_WEEK_DAYS,
    });
  }
  return weeks;
}
