import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PlacementResultsByScheduleSchema } from '@/domain/placement/results';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

export const getResultsByScheduleEndpoint = defineEndpoint({
  operationId: 'getPlacementResultsBySchedule',
  method: 'get',
  path: '/placement-test-results/by-schedule',
  summary: 'The results of the given schedules (schedules without a result are absent)',
  tag: 'Placement test results',
  query: z.object({ placementTestScheduleIds: z.string().meta({ description: 'Comma-separated schedule ids.' }) }),
  response: PlacementResultsByScheduleSchema,
  errors: [400, 403],
});

export async function fetchResultsBySchedule(placementTestScheduleIds: readonly string[], signal?: AbortSignal) {
  const answer = await callEndpoint(getResultsByScheduleEndpoint, {
    query: { placementTestScheduleIds: placementTestScheduleIds.join(',') },
    signal,
  });
  return answer.data;
}

export const resultsByScheduleQueryOptions = (scheduleIds: readonly string[]) =>
  queryOptions({
    queryKey: placementKeys.bySchedule(scheduleIds),
    queryFn: ({ signal }) => fetchResultsBySchedule(scheduleIds, signal),
    meta: { errorMessage: 'Could not load the placement test results.' },
  });

export function useResultsBySchedule(scheduleIds: readonly string[] | undefined) {
  return useQuery({ ...resultsByScheduleQueryOptions(scheduleIds ?? []), enabled: scheduleIds !== undefined && scheduleIds.length > 0 });
}
