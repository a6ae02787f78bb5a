import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';

/** A day with placement tests for the level, and how many of its admitted students sit one that day. */
export const TestDateSchema = z.object({ date: z.string(), count: z.number().int().nonnegative() });
export type TestDate = z.infer<typeof TestDateSchema>;

export const listPlacementTestDatesEndpoint = defineListEndpoint({
  operationId: 'listPlacementTestDates',
  path: '/placement-test-schedules/dates',
  summary: "A level's placement test days with how many admitted students sit each, most recent first",
  tag: 'Placement test results',
  item: TestDateSchema,
  requiredFilters: ['branchId', 'academicYearId', 'programmeId', 'masterLevelId'],
  errors: [400, 403],
});

/** The level whose test days are wanted, in the principal's branch and year. */
export interface TestDateParams {
  branchId: string;
  academicYearId: string;
  programmeId: string;
  masterLevelId: string;
}

export const testDatesQueryOptions = (params: TestDateParams) =>
  queryOptions({
    queryKey: [...placementKeys.all, 'test-dates', params] as const,
    // Most recent first (the server's order); pageSize 0: every day.
    queryFn: ({ signal }) =>
      fetchListOf(listPlacementTestDatesEndpoint, { pageSize: 0, filters: { ...params } }, { signal }).then((answer) => answer.data),
    meta: { errorMessage: 'Could not load the placement test dates.' },
  });

export function usePlacementTestDates(params: TestDateParams | null) {
  return useQuery({ ...testDatesQueryOptions(params ?? EMPTY), enabled: params !== null });
}
const EMPTY: TestDateParams = { branchId: '', programmeId: '', academicYearId: '', masterLevelId: '' };
