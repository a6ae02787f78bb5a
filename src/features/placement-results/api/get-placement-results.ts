import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PtResultStatusSchema } from '@/domain/placement/results';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import type { PrincipalScope } from '@/lib/access-rules';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListResponse } from '@/lib/list-query';

const named = z.object({ id: z.string(), name: z.string() }).nullable();

/** A row of the results list: the list-screen fields (spec §3) and the admission's names. */
export const ResultListItemSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentAdmissionId: z.string(),
  testScore: z.number().nullable(),
  testNotes: z.string().nullable(),
  interviewScore: z.number().nullable(),
  interviewNotes: z.string().nullable(),
  ptResultStatus: PtResultStatusSchema.nullable(),
  student: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  studentAdmission: z
    .object({
      id: z.string(),
      academicYear: z.object({ id: z.string(), year: z.string() }).nullable(),
      branch: named,
      masterProgramme: named,
      masterLevel: named,
    })
    .nullable(),
}).meta({ id: 'PlacementResultListItem' });
export type ResultListItem = z.infer<typeof ResultListItemSchema>;

const FIELDS = ['id', 'studentId', 'studentAdmissionId', 'testScore', 'testNotes', 'interviewScore', 'interviewNotes', 'ptResultStatus'];
const RELATIONS = ['student', 'studentAdmission'];

/** Filters of the list screen, as they sit in the URL. */
export interface ResultListFilters {
  masterProgrammeId?: string;
  masterLevelId?: string;
  studentId?: string;
  ptResultStatus?: string;
}

export interface ResultListParams {
  scope: PrincipalScope;
  page: number;
  pageSize: number;
  sortBy: string;
  filters: ResultListFilters;
}

export const listPlacementResultsEndpoint = defineListEndpoint({
  operationId: 'listPlacementResults',
  path: '/placement-test-results',
  summary: "Placement test results of the principal's branch and year (list contract)",
  tag: 'Placement test results',
  item: ResultListItemSchema,
  requiredFilters: ['branchId', 'academicYearId'],
  filters: ['masterProgrammeId', 'masterLevelId', 'studentId', 'ptResultStatus', 'studentFullName'],
  errors: [400, 403],
});

export function fetchPlacementResults(params: ResultListParams, signal?: AbortSignal): Promise<ListResponse<ResultListItem>> {
  return fetchListOf(
    listPlacementResultsEndpoint,
    {
      page: params.page,
      pageSize: params.pageSize,
      sortBy: params.sortBy,
      fields: FIELDS,
      relations: RELATIONS,
      filters: { ...params.filters, branchId: params.scope.branchId, academicYearId: params.scope.academicYearId },
    },
    { signal },
  );
}

export const placementResultsQueryOptions = (params: ResultListParams) =>
  queryOptions({
    queryKey: placementKeys.list(params),
    queryFn: ({ signal }) => fetchPlacementResults(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the placement test results.' },
  });

/** The list, fetched only once the principal's branch and year are known (spec §6). */
export function usePlacementResults(params: Omit<ResultListParams, 'scope'> & { scope: PrincipalScope | null }) {
  const { scope } = params;
  return useQuery({
    ...placementResultsQueryOptions({ ...params, scope: scope ?? { branchId: '', academicYearId: '' } }),
    enabled: scope !== null,
  });
}
