import { z } from 'zod';
import { CALENDAR_EVENT_TYPES, RecurrenceSchema } from '@/domain/calendar/bodies';
import { createQueryKeys } from '@/lib/query-keys';

export const CalendarEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(CALENDAR_EVENT_TYPES),
    allDay: z.boolean(),
    start: z.string().meta({ description: 'YYYY-MM-DD when allDay, else YYYY-MM-DDTHH:mm in the school’s local time.' }),
    end: z.string().meta({ description: 'Same shape as start; an all-day end is the last day, inclusive.' }),
    recurrence: RecurrenceSchema.nullable(),
    classYearId: z.string().nullable(),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const HolidaySchema = z
  .object({ id: z.string(), date: z.string(), name: z.string(), academicYearId: z.string() })
  .meta({ id: 'Holiday' });
export type Holiday = z.infer<typeof HolidaySchema>;

export const calendarEventKeys = createQueryKeys('calendar-events');
export const holidayKeys = createQueryKeys('holidays');
