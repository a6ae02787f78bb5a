import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';

export const ScheduleSchema = z.object({ id: z.string(), studentId: z.string(), date: z.string() });
export type Schedule = z.infer<typeof ScheduleSchema>;

export const listPlacementSchedulesEndpoint = defineListEndpoint({
  operationId: 'listPlacementSchedules',
  path: '/placement-test-schedules',
  summary: 'Placement test schedules of the given students, optionally on one date (list contract)',
  tag: 'Placement test results',
  item: ScheduleSchema,
  filters: ['studentIds', 'date'],
});

export const schedulesQueryOptions = (studentIds: readonly string[], date: string) =>
  queryOptions({
    queryKey: placementKeys.schedules({ studentIds, date }),
    // pageSize 0: every schedule of these students (spec §7).
    queryFn: ({ signal }) =>
      fetchListOf(listPlacementSchedulesEndpoint, { pageSize: 0, filters: { studentIds: studentIds.join(','), date } }, { signal }).then(
        (answer) => answer.data,
      ),
    meta: { errorMessage: 'Could not load the placement test schedules.' },
  });

export function usePlacementSchedules(studentIds: readonly string[] | undefined, date: string) {
  return useQuery({ ...schedulesQueryOptions(studentIds ?? [], date), enabled: studentIds !== undefined && studentIds.length > 0 });
}
