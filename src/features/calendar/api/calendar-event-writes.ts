import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CalendarEventSchema, calendarEventKeys } from '@/features/calendar/api/calendar-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import {
  CalendarEventBodySchema,
  CalendarEventUpdateBodySchema,
  type CalendarEventBody,
  type CalendarEventUpdateBody,
} from '@/lib/school-rules/calendar-event-body';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const Params = z.object({ id: z.string() });

export const createCalendarEventEndpoint = defineEndpoint({
  operationId: 'createCalendarEvent',
  method: 'post',
  path: '/calendar-events',
  summary: 'Add an event to the school calendar (needs create Schedule); 422 names the field',
  tag: 'Calendar',
  body: CalendarEventBodySchema,
  response: CalendarEventSchema,
  status: 201,
  errors: [403, 413, 415, 422],
});

export const updateCalendarEventEndpoint = defineEndpoint({
  operationId: 'updateCalendarEvent',
  method: 'put',
  path: '/calendar-events/{id}',
  summary: 'Change an event (needs update Schedule); 409 when the version sent is not the current one',
  tag: 'Calendar',
  params: Params,
  body: CalendarEventUpdateBodySchema,
  response: CalendarEventSchema,
  errors: [403, 404, 409, 413, 415, 422],
});

export const deleteCalendarEventEndpoint = defineEndpoint({
  operationId: 'deleteCalendarEvent',
  method: 'delete',
  path: '/calendar-events/{id}',
  summary: 'Delete an event and all its occurrences (needs update Schedule)',
  tag: 'Calendar',
  params: Params,
  errors: [403, 404],
});

/** The form shows 409 and 422 itself and keeps what was typed; other failures are the mutation's toast. */
const formMeta = (errorMessage: string) => ({ errorMessage, suppressErrorToast: true });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarEventKeys.all });
}

export function useCreateCalendarEvent() {
  const refresh = useRefresh();
  return useSingleFlightMutation({
    mutationKey: [...calendarEventKeys.all, 'create'],
    mutationFn: (body: CalendarEventBody) => callEndpoint(createCalendarEventEndpoint, { body }),
    meta: formMeta('The event could not be saved.'),
    onSuccess: refresh,
  });
}

export function useUpdateCalendarEvent(id: string) {
  const refresh = useRefresh();
  return useSingleFlightMutation({
    mutationKey: [...calendarEventKeys.detail(id), 'update'],
    mutationFn: (body: CalendarEventUpdateBody) =>
      callEndpoint(updateCalendarEventEndpoint, { params: { id }, body }),
    meta: formMeta('The event could not be saved.'),
    onSuccess: refresh,
  });
}

export function useDeleteCalendarEvent(id: string) {
  const refresh = useRefresh();
  return useSingleFlightMutation({
    mutationKey: [...calendarEventKeys.detail(id), 'delete'],
    mutationFn: () => callEndpoint(deleteCalendarEventEndpoint, { params: { id } }),
    meta: { errorMessage: 'The event could not be deleted.' },
    onSuccess: refresh,
  });
}
