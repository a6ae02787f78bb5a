import { z } from 'zod';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import {
  CALENDAR_EVENT_TYPES,
  CalendarEventBodySchema,
  type CalendarEventBody,
} from '@/domain/calendar/bodies';
import { WEEKDAYS, type Weekday } from '@/domain/cca/cca';
import { isCalendarDate } from '@/domain/school/date-fields';

export const REPEATS = ['NONE', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export const REPEAT_LABELS: Record<(typeof REPEATS)[number], string> = {
  NONE: 'Does not repeat',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

/** The weekdays in the order the month grid shows them: Monday first, as school weeks are read. */
export const WEEKDAYS_MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** The weekday of a `YYYY-MM-DD` day; null when it is no date (yet). */
export function weekdayOf(day: string): Weekday | null {
  if (!isCalendarDate(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  return WEEKDAYS[new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).getDay()] ?? null;
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The end time that keeps `start`–`end`'s length after the start moves to `movedStart`; null if it would pass midnight or is unknown. */
export function endTimeKeepingLength(start: string, end: string, movedStart: string): string | null {
  if (![start, end, movedStart].every((time) => TIME.test(time)) || end < start) return null;
  const moved = minutesOf(movedStart) + minutesOf(end) - minutesOf(start);
  if (moved >= 24 * 60) return null;
  return `${String(Math.floor(moved / 60)).padStart(2, '0')}:${String(moved % 60).padStart(2, '0')}`;
}

/** What the form edits: dates and times in separate inputs, the recurrence flattened. */
export const EventFormSchema = z.object({
  title: z.string(),
  type: z.enum(CALENDAR_EVENT_TYPES),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  repeats: z.enum(REPEATS),
  weekdays: z.array(z.enum(WEEKDAYS)),
  until: z.string(),
  /** The class whose calendar it is on; '' for the whole school. */
  classYearId: z.string(),
});
export type EventFormValues = z.infer<typeof EventFormSchema>;

export function toBody(values: EventFormValues): CalendarEventBody {
  const at = (date: string, time: string) => (values.allDay ? date : `${date}T${time}`);
  return {
    title: values.title,
    type: values.type,
    allDay: values.allDay,
    start: at(values.startDate, values.startTime),
    end: at(values.endDate, values.endTime),
    recurrence:
      values.repeats === 'NONE'
        ? null
        : {
            frequency: values.repeats,
            weekdays: values.repeats === 'WEEKLY' ? values.weekdays : [],
            until: values.until || null,
            count: null,
          },
    classYearId: values.classYearId || null,
  };
}

/** The body's field paths as the form names them, for the schema's and the server's 422 messages. */
export function formFieldOf(path: string): keyof EventFormValues {
  if (path === 'start') return 'startDate';
  if (path === 'end') return 'endDate';
  if (path === 'recurrence.until') return 'until';
  if (path.startsWith('recurrence.weekdays')) return 'weekdays';
  if (path.startsWith('recurrence')) return 'repeats';
  return path === 'type' || path === 'allDay' || path === 'classYearId' ? path : 'title';
}

const BODY_FIELDS = ['title', 'type', 'allDay', 'start', 'end', 'recurrence', 'classYearId'];

/** The form field a server error names; null for a key that is not one of the body's fields. */
export function serverFieldOf(key: string): keyof EventFormValues | null {
  return BODY_FIELDS.includes(key.split('.')[0] ?? '') ? formFieldOf(key) : null;
}

/** One draft per user and event, or per user and day for a new event, so another account never sees it. */
export function calendarEventDraftKey(userId: string, eventId: string | null, day: string): string {
  return `calendar-event-draft:v1:${userId}:${eventId ?? `new:${day}`}`;
}

/**
 * The form validated with the backend's own body schema, messages placed on the form's fields: a missing time is
 * said on the time field (not as "date and time" on the date), and an end before the start on the same day on the
 * end time, since that is what to change.
 */
export const EventFormResolverSchema = EventFormSchema.superRefine((values, context) => {
  const timeMissing = {
    start: !values.allDay && !TIME.test(values.startTime),
    end: !values.allDay && !TIME.test(values.endTime),
  };
  if (timeMissing.start) context.addIssue({ code: 'custom', path: ['startTime'], message: 'Enter the start time.' });
  if (timeMissing.end) context.addIssue({ code: 'custom', path: ['endTime'], message: 'Enter the end time.' });
  const result = CalendarEventBodySchema.safeParse(toBody(values));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if ((path === 'start' || path === 'end') && timeMissing[path] && isCalendarDate(path === 'start' ? values.startDate : values.endDate))
      continue;
    const sameDay = !values.allDay && path === 'end' && values.startDate === values.endDate && isCalendarDate(values.endDate);
    context.addIssue({ code: 'custom', path: [sameDay ? 'endTime' : formFieldOf(path)], message: issue.message });
  }
});

/** The form's values for `event`, or for a new event on `day` in the calendar of `classYearId` ('' = whole school). */
export function valuesOf(event: CalendarEvent | null, day: string, classYearId: string): EventFormValues {
  if (!event) {
    return {
      title: '',
      type: 'SCHOOL_EVENT',
      allDay: false,
      startDate: day,
      startTime: '09:00',
      endDate: day,
      endTime: '10:00',
      repeats: 'NONE',
      weekdays: [],
      until: '',
      classYearId,
    };
  }
  return {
    title: event.title,
    type: event.type,
    allDay: event.allDay,
    startDate: event.start.slice(0, 10),
    startTime: event.start.slice(11, 16) || '09:00',
    endDate: event.end.slice(0, 10),
    endTime: event.end.slice(11, 16) || '10:00',
    repeats: event.recurrence?.frequency ?? 'NONE',
    weekdays: weekdaysOf(event),
    until: event.recurrence?.until ?? '',
    classYearId: event.classYearId ?? '',
  };
}

/** The days a weekly event repeats on as the form ticks them: the start's weekday when none were chosen (RFC 5545). */
function weekdaysOf(event: CalendarEvent): Weekday[] {
  const chosen = event.recurrence?.weekdays ?? [];
  if (event.recurrence?.frequency !== 'WEEKLY' || chosen.length > 0) return [...chosen];
  const start = weekdayOf(event.start.slice(0, 10));
  return start ? [start] : [];
}
