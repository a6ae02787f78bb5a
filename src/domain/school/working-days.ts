import { dayNumber, fromDayNumber, toCalendarDate, formatIsoDate } from './calendar-date';

type DateInput = string | Date;

function holidaySet(holidays: Iterable<DateInput>): Set<string> {
  const set = new Set<string>();
  for (const holiday of holidays) set.add(formatIsoDate(toCalendarDate(holiday)));
  return set;
}

function isWeekend(days: number): boolean {
  // 1970-01-01 was a Thursday: day 0 → 4 in getUTCDay terms.
  const weekday = (((days + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** A school day: Monday to Friday and not a listed holiday. */
export function isWorkingDay(date: DateInput, holidays: Iterable<DateInput> = []): boolean {
  const calendarDate = toCalendarDate(date);
  if (isWeekend(dayNumber(calendarDate))) return false;
  return !holidaySet(holidays).has(formatIsoDate(calendarDate));
}

/** Working days from start to end, both included; 0 when end is before start. */
export function workingDaysBetween(start: DateInput, end: DateInput, holidays: Iterable<DateInput> = []): number {
  const first = dayNumber(toCalendarDate(start));
  const last = dayNumber(toCalendarDate(end));
  if (last < first) return 0;
  const closed = holidaySet(holidays);
  let count = 0;
  for (let days = first; days <= last; days += 1) {
    if (!isWeekend(days) && !closed.has(formatIsoDate(fromDayNumber(days)))) count += 1;
  }
  return count;
}
