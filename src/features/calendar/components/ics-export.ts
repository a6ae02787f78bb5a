import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { CalendarEvent, Holiday } from '@/features/calendar/api/calendar-schemas';
import { CALENDAR_EVENT_TYPE_LABELS } from '@/domain/calendar/bodies';
import { toRRule } from '@/domain/calendar/recurrence';

/** The school's time zone: Singapore keeps UTC+8 all year, so its VTIMEZONE has one rule. */
export const SCHOOL_TZID = 'Asia/Singapore';
const SCHOOL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHOOL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19820101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The category a holiday carries, as the calendar's legend says it. */
export const PUBLIC_HOLIDAY_CATEGORY = 'Public holiday';

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
 * Every timed start and end in the school's zone: `ics` writes local times floating (no zone), which a
 * calendar in another zone would shift; a TZID and its VTIMEZONE pin them to the school's clock.
 */
function inSchoolZone(text: string): string {
  const pinned = text.replace(/^(DTSTART|DTEND)(:\d{8}T\d{6})$/gm, `$1;TZID=${SCHOOL_TZID}$2`);
  return pinned.replace('BEGIN:VEVENT', `${SCHOOL_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/**
 * The events and public holidays as an iCalendar file (RFC 5545) that Google Calendar and Outlook import: one
 * VEVENT per event with its RRULE kept, one all-day VEVENT per holiday, times in the school's zone, categories
 * in words.
 */
export function toIcs(events: ReadonlyArray<CalendarEvent>, holidays: ReadonlyArray<Holiday>, calName: string): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event.id}@school-portal`,
    title: oneLine(event.title),
    categories: [CALENDAR_EVENT_TYPE_LABELS[event.type]],
    start: dateArray(event.start, event.allDay),
    end: dateArray(event.allDay ? dayAfter(event.end) : event.end, event.allDay),
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    ...(event.recurrence ? { recurrenceRule: toRRule(event.recurrence) } : {}),
  }));
  const holidayAttributes: EventAttributes[] = holidays.map((holiday) => ({
    uid: `${holiday.id}@school-portal`,
    title: oneLine(holiday.name),
    categories: [PUBLIC_HOLIDAY_CATEGORY],
    start: dateArray(holiday.date, true),
    end: dateArray(dayAfter(holiday.date), true),
  }));
  const { error, value } = createEvents([...attributes, ...holidayAttributes], { calName: oneLine(calName), productId: 'school-portal/calendar' });
  if (error || !value) throw error ?? new Error('The calendar could not be exported.');
  return inSchoolZone(value);
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
