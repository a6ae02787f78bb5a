import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { PlacementResultSchema, placementKeys } from '@/features/placement-results/api/placement-result-schema';

const AnswerSchema = z.object({ data: z.array(PlacementResultSchema), count: z.number().optional() });

export async function fetchResultsBySchedule(placementTestScheduleIds: readonly string[], signal?: AbortSignal) {
  const { data } = await apiClient.get('/placement-test-results/by-schedule', {
    params: { placementTestScheduleIds: placementTestScheduleIds.join(',') },
    signal,
  });
  return AnswerSchema.parse(data).data;
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
