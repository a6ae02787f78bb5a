import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent, Holiday } from '@/features/calendar/api/calendar-schemas';
import type { CalendarRange } from '@/features/calendar/api/calendar-events';
import { expandOccurrences } from '@/domain/calendar/recurrence';

const dayAfter = (value: string) => new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * FullCalendar's order of a day's entries (its `eventOrder`): what a day lists, then its "+N more" last. `placement`
 * is 0 for an occurrence and 1 for the more link; the rest is FullCalendar's default order.
 */
export const ENTRY_ORDER = 'placement,start,-duration,allDay,title';
export const MORE_LINK_CLASS = 'calendar-more-link';

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
      extendedProps: { eventId: event.id, placement: 0 },
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
      extendedProps: { eventId: null, placement: 0 },
    })),
  ];
}

const startOf = (entry: EventInput) => String(entry.start);

/**
 * The month grid's entries: each day lists its first `rows - 1` entries (all-day ones first, then by start time, as
 * FullCalendar orders them) and one "+N more" entry for the rest, which opens that day. FullCalendar lays out every
 * entry it is given, also those its own `dayMaxEvents` hides: 500 occurrences in a month were one 127 ms task.
 * A multi-day entry counts on the day it starts.
 */
export function limitPerDay(entries: ReadonlyArray<EventInput>, rows: number): EventInput[] {
  const byDay = new Map<string, EventInput[]>();
  for (const entry of entries) {
    const day = startOf(entry).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  const shown: EventInput[] = [];
  for (const [day, list] of byDay) {
    if (list.length <= rows) {
      shown.push(...list);
      continue;
    }
    // A date alone ("2026-11-02") sorts before that day's times, so all-day entries come first, as FullCalendar has them.
    const ordered = [...list].sort((a, b) => startOf(a).localeCompare(startOf(b)) || String(a.title).localeCompare(String(b.title)));
    // The more link takes a row of its own: the day keeps `rows` rows in all.
    const kept = ordered.slice(0, rows - 1);
    const hidden = list.length - kept.length;
    shown.push(...kept, {
      id: `more/${day}`,
      title: `+${hidden} more`,
      start: day,
      allDay: true,
      classNames: [MORE_LINK_CLASS],
      extendedProps: { eventId: null, placement: 1, moreOn: day, hidden },
    });
  }
  return shown;
}
