import { z } from 'zod';
import { WEEKDAYS } from '../cca/cca';
import { calendarDateField, isCalendarDate, isLocalDateTime } from '../school/date-fields';
import { RECURRENCE_FREQUENCIES } from './recurrence';
import { uniqueBy } from '../school/unique-keys';
import { visibleText } from '../school/visible-text';

/** Kinds of school calendar events (docs/decisions/calendar.md). */
export const CALENDAR_EVENT_TYPES = ['SCHOOL_EVENT', 'HOLIDAY', 'TEACHER_ONLY_DAY', 'EARLY_DISMISSAL', 'EXAM'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const CALENDAR_EVENT_TYPE_LABELS: Readonly<Record<CalendarEventType, string>> = {
  SCHOOL_EVENT: 'School event',
  HOLIDAY: 'Holiday',
  TEACHER_ONLY_DAY: 'Teacher-only day',
  EARLY_DISMISSAL: 'Early dismissal',
  EXAM: 'Exam',
};

export const CALENDAR_TITLE_MAX = 120;
export const CALENDAR_RECURRENCE_COUNT_MAX = 500;

export const RecurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose how often it repeats.' }),
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: 'Choose weekdays from Sunday to Saturday.' }))
      .superRefine(uniqueBy((weekday) => weekday, 'Choose each weekday once.')),
    until: calendarDateField('Enter the last date as day/month/year.').nullable(),
    count: z
      .number()
      .int()
      .min(1, 'Repeat at least once.')
      .max(CALENDAR_RECURRENCE_COUNT_MAX, `Repeat at most ${CALENDAR_RECURRENCE_COUNT_MAX} times.`)
      .nullable(),
  })
  .superRefine((recurrence, context) => {
    // One rule, one reading: RFC 5545 forbids UNTIL with COUNT, and weekdays only shape a weekly rule.
    if (recurrence.until !== null && recurrence.count !== null)
      context.addIssue({ code: 'custom', path: ['count'], message: 'Repeat until a date or a number of times, not both.' });
    if (recurrence.frequency !== 'WEEKLY' && recurrence.weekdays.length > 0)
      context.addIssue({ code: 'custom', path: ['weekdays'], message: 'Weekdays apply only to a weekly repeat.' });
  })
  .meta({ id: 'Recurrence' });

const fields = {
  title: visibleText({ error: 'Enter the event’s title.' })
    .min(1, 'Enter the event’s title.')
    .max(CALENDAR_TITLE_MAX, `Keep the title to ${CALENDAR_TITLE_MAX} characters.`),
  type: z.enum(CALENDAR_EVENT_TYPES, { error: 'Choose the type of event.' }),
  allDay: z.boolean(),
  start: z.string({ error: 'Enter when it starts.' }).min(1, 'Enter when it starts.'),
  end: z.string({ error: 'Enter when it ends.' }).min(1, 'Enter when it ends.'),
  recurrence: RecurrenceSchema.nullable(),
  /** The class whose calendar it belongs to; null: the whole school's. */
  classYearId: z.string().min(1).nullable(),
};

type Checked = { allDay: boolean; start: string; end: string; recurrence: z.infer<typeof RecurrenceSchema> | null };

/** Start and end real dates (times) in the shape `allDay` asks for, the end not before the start, `until` not before the start. */
function checkTimes(body: Checked, context: z.RefinementCtx) {
  const isValid = body.allDay ? isCalendarDate : isLocalDateTime;
  const message = body.allDay ? 'Enter a date.' : 'Enter a date and a time.';
  if (!isValid(body.start)) context.addIssue({ code: 'custom', path: ['start'], message });
  if (!isValid(body.end)) context.addIssue({ code: 'custom', path: ['end'], message });
  else if (isValid(body.start) && body.end < body.start)
    context.addIssue({ code: 'custom', path: ['end'], message: 'The end cannot be before the start.' });
  const until = body.recurrence?.until;
  if (until && until < body.start.slice(0, 10))
    context.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: 'Repeat until a date on or after the start.' });
}

/** A calendar event as the portal sends it (create); the demo backend validates with the same schema (422 per field). */
export const CalendarEventBodySchema = z.object(fields).superRefine(checkTimes).meta({ id: 'CalendarEventBody' });
export type CalendarEventBody = z.infer<typeof CalendarEventBodySchema>;

/** An update carries the version it was read at; an older one is a 409. */
export const CalendarEventUpdateBodySchema = z
  .object({ ...fields, version: z.number().int().min(1) })
  .superRefine(checkTimes)
  .meta({ id: 'CalendarEventUpdateBody' });
export type CalendarEventUpdateBody = z.infer<typeof CalendarEventUpdateBodySchema>;
