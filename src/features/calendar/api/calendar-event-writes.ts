import { z } from 'zod';
import { CalendarEventSchema, calendarEventKeys } from '@/features/calendar/api/calendar-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createEntityWrites } from '@/lib/entity-writes';
import {
  CalendarEventBodySchema,
  CalendarEventUpdateBodySchema,
  type CalendarEventBody,
  type CalendarEventUpdateBody,
} from '@/domain/calendar/bodies';

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

const calendarEventWrites = createEntityWrites({
  keys: calendarEventKeys,
  create: (body: CalendarEventBody) => callEndpoint(createCalendarEventEndpoint, { body }),
  update: (id, body: CalendarEventUpdateBody) => callEndpoint(updateCalendarEventEndpoint, { params: { id }, body }),
  remove: (id) => callEndpoint(deleteCalendarEventEndpoint, { params: { id } }),
  saveError: 'The event could not be saved.',
  deleteError: 'The event could not be deleted.',
});

export const useCreateCalendarEvent = calendarEventWrites.useCreate;
export const useUpdateCalendarEvent = calendarEventWrites.useUpdate;
export const useDeleteCalendarEvent = calendarEventWrites.useDelete;
