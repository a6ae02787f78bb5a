import { z } from 'zod';
import { ProgrammeTypeSchema } from '@/domain/placement/admissions';
import { PtResultStatusSchema } from '@/domain/placement/results';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import type { ListParams } from '@/lib/list-query';
import { createListApi } from '@/lib/resource-api';

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
      masterProgramme: z.object({ id: z.string(), name: z.string(), type: ProgrammeTypeSchema }).nullable(),
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

export const placementResultsApi = createListApi({
  operationId: 'listPlacementResults',
  path: '/placement-test-results',
  summary: "Placement test results of the principal's branch and year (list contract)",
  tag: 'Placement test results',
  item: ResultListItemSchema,
  requiredFilters: ['branchId', 'academicYearId'],
  filters: ['masterProgrammeId', 'masterLevelId', 'studentId', 'ptResultStatus', 'studentFullName'],
  errors: [400, 403],
  queryKey: placementKeys.list,
  errorMessage: 'Could not load the placement test results.',
});

/** The list screen's params (the principal's branch and year among the filters) with the fields and names it shows. */
const withColumns = (params: ListParams): ListParams => ({ ...params, fields: FIELDS, relations: RELATIONS });

export function fetchPlacementResults(params: ListParams, signal?: AbortSignal) {
  return placementResultsApi.list(withColumns(params), signal);
}

export function usePlacementResults(params: ListParams) {
  return placementResultsApi.useList(withColumns(params));
}
