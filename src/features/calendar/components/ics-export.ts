import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import { toRRule } from '@/domain/calendar/recurrence';

function dateArray(value: string, allDay: boolean): DateArray {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  if (allDay) return [year, month, day];
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number);
  return [year, month, day, hours, minutes];
}

/**
 * A text value on one line: CRLF, CR, LF, NEL and the Unicode line and paragraph separators become one space.
 * The `ics` package escapes LF only, and a bare CR (or a separator some readers break on) would end the
 * property there and let the rest of a title be read as a property of its own.
 */
function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, ' ');
}

/** iCalendar ends an all-day event on the day after its last one. */
function dayAfter(value: string): string {
  return new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The events as an iCalendar file (RFC 5545) that Google Calendar and Outlook import: one VEVENT per
 * event with its RRULE kept, times as the school's floating local time.
 */
export function toIcs(events: ReadonlyArray<CalendarEvent>, calName: string): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event.id}@school-portal`,
    title: oneLine(event.title),
    categories: [oneLine(event.type)],
    start: dateArray(event.start, event.allDay),
    end: dateArray(event.allDay ? dayAfter(event.end) : event.end, event.allDay),
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    ...(event.recurrence ? { recurrenceRule: toRRule(event.recurrence) } : {}),
  }));
  const { error, value } = createEvents(attributes, { calName: oneLine(calName), productId: 'school-portal/calendar' });
  if (error || !value) throw error ?? new Error('The calendar could not be exported.');
  return value;
}

/** `calendar-<name>-<year>.ics`, e.g. `calendar-Primary-4-Courage-2026.ics`: letters and digits kept, the rest dashes. */
export function icsFileName(name: string, year: string): string {
  const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `calendar-${slug(name)}-${slug(year)}.ics`;
}

export function downloadIcs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
