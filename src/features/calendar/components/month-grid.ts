import type { CalendarRange } from '@/features/calendar/api/calendar-events';

/** A date's local calendar day as `YYYY-MM-DD`. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Weeks a month grid always shows (FullCalendar's fixedWeekCount), so every month is the same height. */
const GRID_DAYS = 6 * 7;

/**
 * The days the month view shows for the month of `date`: six weeks from the Monday on or before the 1st.
 * Known before the calendar component mounts, so the events are asked for at once, not after its first render.
 */
export function monthGridRange(date: Date): CalendarRange {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - ((first.getDay() + 6) % 7));
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + GRID_DAYS);
  return { from: isoDay(start), to: isoDay(end) };
}
