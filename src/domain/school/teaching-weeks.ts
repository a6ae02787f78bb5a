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

/** A Monday-based week of a term: its weekdays inside the term, and those of them that are school days. */
interface TermWeek {
  monday: string;
  weekdays: string[];
  schoolDays: string[];
}

function termWeeks(start: DateInput, end: DateInput, holidays: Iterable<DateInput>): TermWeek[] {
  const first = dayNumber(toCalendarDate(start));
  const last = dayNumber(toCalendarDate(end));
  const closed = [...holidays];
  const weeks: TermWeek[] = [];
  // 1970-01-01 was a Thursday, so Monday is three days before any day number ≡ 0 (mod 7).
  for (let monday = first - ((((first + 3) % 7) + 7) % 7); monday <= last; monday += 7) {
    const weekdays: string[] = [];
    for (let day = Math.max(monday, first); day <= Math.min(monday + 4, last); day += 1) {
      weekdays.push(formatIsoDate(fromDayNumber(day)));
    }
    if (weekdays.length === 0) continue;
    weeks.push({
      monday: formatIsoDate(fromDayNumber(monday)),
      weekdays,
      schoolDays: weekdays.filter((day) => isWorkingDay(day, closed)),
    });
  }
  return weeks;
}

/**
 * The teaching weeks of a term: Monday-based calendar weeks that hold at least one school day between the
 * term's first and last day (weekends and listed holidays are not school days). A week with no school day,
 * such as a week of holidays, is skipped and does not take a number; a week cut by the term's edges or a
 * holiday is kept and marked partial.
 */
export function teachingWeeks(start: DateInput, end: DateInput, holidays: Iterable<DateInput> = []): TeachingWeek[] {
  const weeks: TeachingWeek[] = [];
  for (const week of termWeeks(start, end, holidays)) {
    const [firstDay] = week.schoolDays;
    const lastDay = week.schoolDays.at(-1);
    if (!firstDay || !lastDay) continue;
    weeks.push({
      number: weeks.length + 1,
      monday: week.monday,
      firstDay,
      lastDay,
      workingDays: week.schoolDays.length,
      partial: week.schoolDays.length < FULL_WEEK_DAYS,
    });
  }
  return weeks;
}

/** A week of a term whose weekdays are all holidays: no teaching week, shown between the weeks it separates. */
export interface HolidayWeek {
  monday: string;
  /** The first and last weekdays of the week inside the term. */
  firstDay: string;
  lastDay: string;
  /** The number of the teaching week before it (0 when the term opens with it). */
  afterWeek: number;
}

/** The weeks of a term that `teachingWeeks` skips because every weekday in them is a holiday. */
export function holidayWeeks(start: DateInput, end: DateInput, holidays: Iterable<DateInput> = []): HolidayWeek[] {
  const skipped: HolidayWeek[] = [];
  let taught = 0;
  for (const week of termWeeks(start, end, holidays)) {
    if (week.schoolDays.length > 0) {
      taught += 1;
      continue;
    }
    const [firstDay] = week.weekdays;
    const lastDay = week.weekdays.at(-1);
    if (firstDay && lastDay) skipped.push({ monday: week.monday, firstDay, lastDay, afterWeek: taught });
  }
  return skipped;
}
