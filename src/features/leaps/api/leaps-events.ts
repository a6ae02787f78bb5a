import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leapsEventKeys } from '@/features/leaps/api/leaps-keys';
import { LeapsEventSchema } from '@/features/leaps/api/leaps-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

export const listLeapsEventsEndpoint = defineListEndpoint({
  operationId: 'listLeapsEvents',
  path: '/leaps-events',
  summary:
    'LEAPS events of the caller’s students (list contract; sort date, name, domain, level; search on the name or a student’s name)',
  tag: 'LEAPS',
  item: LeapsEventSchema,
  filters: ['classYearId', 'domain', 'academicYearId'],
  errors: [400, 403],
});

export const getLeapsEventEndpoint = defineEndpoint({
  operationId: 'getLeapsEvent',
  method: 'get',
  path: '/leaps-events/{id}',
  summary: 'One LEAPS event with the students the caller may see',
  tag: 'LEAPS',
  params: z.object({ id: z.string() }),
  response: LeapsEventSchema,
  errors: [403, 404],
});

export function fetchLeapsEvents(params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listLeapsEventsEndpoint, params, { signal });
}

export const leapsEventsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: leapsEventKeys.list(params),
    queryFn: ({ signal }) => fetchLeapsEvents(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the LEAPS events.' },
  });

export function useLeapsEvents(params: ListParams) {
  return useQuery(leapsEventsQueryOptions(params));
}

export const leapsEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leapsEventKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(getLeapsEventEndpoint, { params: { id }, signal }),
    meta: { errorMessage: 'Could not load the LEAPS event.' },
  });

export function useLeapsEvent(id: string) {
  return useQuery(leapsEventQueryOptions(id));
}
