import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CalendarEventSchema,
  HolidaySchema,
  calendarEventKeys,
  holidayKeys,
} from '@/features/calendar/api/calendar-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createDetailApi } from '@/lib/resource-api';

export interface CalendarRange {
  from: string;
  to: string;
}

export const listCalendarEventsEndpoint = defineEndpoint({
  operationId: 'listCalendarEvents',
  method: 'get',
  path: '/calendar-events',
  summary:
    'The school’s events with an occurrence in [from, to) (at most 400 days; default the current academic year); with classYearId, that class’s too (403 for a class the user may not see)',
  tag: 'Calendar',
  query: z.object({
    from: z.string().optional().meta({ description: 'First day, YYYY-MM-DD.' }),
    to: z.string().optional().meta({ description: 'Day after the last, YYYY-MM-DD.' }),
    classYearId: z.string().optional().meta({ description: 'Adds this class’s events to the school’s.' }),
  }),
  response: z.object({ data: z.array(CalendarEventSchema), count: z.number().int() }),
  errors: [400, 403, 404],
});

export const calendarEventApi = createDetailApi({
  operationId: 'getCalendarEvent',
  path: '/calendar-events/{id}',
  summary: 'One event of the school calendar',
  tag: 'Calendar',
  response: CalendarEventSchema,
  errors: [403, 404],
  queryKey: calendarEventKeys.detail,
});

/** One event as saved now, e.g. to show it after someone else's change (409). */
export const fetchCalendarEvent = (id: string) => calendarEventApi.get(id);

export const listHolidaysEndpoint = defineEndpoint({
  operationId: 'listHolidays',
  method: 'get',
  path: '/holidays',
  summary: 'The school’s public holidays (spec §9 working days), by date',
  tag: 'Calendar',
  query: z.object({ pageSize: z.number().int().min(0).optional().meta({ description: '0: every holiday.' }) }),
  response: z.object({ data: z.array(HolidaySchema), count: z.number().int() }),
  errors: [400],
});

export const calendarEventsQueryOptions = (range: CalendarRange, classYearId: string) =>
  queryOptions({
    queryKey: calendarEventKeys.list({ ...range, classYearId }),
    queryFn: ({ signal }) =>
      callEndpoint(listCalendarEventsEndpoint, {
        query: { ...range, ...(classYearId ? { classYearId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the calendar.' },
  });

export function useCalendarEvents(range: CalendarRange | null, classYearId: string) {
  return useQuery({
    ...calendarEventsQueryOptions(range ?? { from: '', to: '' }, classYearId),
    enabled: range !== null,
  });
}

export function useHolidays() {
  return useQuery({
    queryKey: holidayKeys.lists(),
    queryFn: ({ signal }) => callEndpoint(listHolidaysEndpoint, { query: { pageSize: 0 }, signal }),
    staleTime: Infinity,
    meta: { errorMessage: 'Could not load the holidays.' },
  });
}
