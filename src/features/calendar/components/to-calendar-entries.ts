import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent, Holiday } from '@/features/calendar/api/calendar-schemas';
import type { CalendarRange } from '@/features/calendar/api/calendar-events';
import { expandOccurrences } from '@/domain/calendar/recurrence';

const dayAfter = (value: string) => new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The visible range's occurrences of every event, plus the public holidays in it, as FullCalendar entries. */
export function toCalendarEntries(
  events: ReadonlyArray<CalendarEvent>,
  holidays: ReadonlyArray<Holiday>,
  range: CalendarRange,
): EventInput[] {
  const occurrences = events.flatMap((event) =>
    expandOccurrences(event, range).map((occurrence) => ({
      id: `${event.id}/${occurrence.start}`,
      groupId: event.id,
      title: event.title,
      start: occurrence.start,
      // FullCalendar ends an all-day event on the day after its last one.
      end: event.allDay ? dayAfter(occurrence.end) : occurrence.end,
      allDay: event.allDay,
      classNames: [`calendar-event-${event.type.toLowerCase().replaceAll('_', '-')}`],
      extendedProps: { eventId: event.id },
    })),
  );
  const inRange = holidays.filter((holiday) => holiday.date >= range.from && holiday.date < range.to);
  return [
    ...occurrences,
    ...inRange.map((holiday) => ({
      id: holiday.id,
      title: holiday.name,
      start: holiday.date,
      allDay: true,
      classNames: ['calendar-event-holiday'],
      extendedProps: { eventId: null },
    })),
  ];
}
