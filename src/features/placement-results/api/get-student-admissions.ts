import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { placementKeys } from '@/features/placement-results/api/placement-keys';
import { StudentRefSchema } from '@/domain/school/refs';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';

export const AdmissionSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  student: StudentRefSchema.nullable(),
});
export type Admission = z.infer<typeof AdmissionSchema>;

export const listStudentAdmissionsEndpoint = defineListEndpoint({
  operationId: 'listStudentAdmissions',
  path: '/student-admissions',
  summary: "Admitted students of the principal's branch and year (list contract)",
  tag: 'Placement test results',
  item: AdmissionSchema,
  requiredFilters: ['branchId', 'academicYearId'],
  filters: ['programmeId', 'masterLevelId', 'studentFullName', 'placementTestDate'],
  errors: [400, 403],
});

/** The filters of the entry screen (spec §7 "Get student admissions"). */
export interface AdmissionParams {
  branchId: string;
  programmeId: string;
  academicYearId: string;
  masterLevelId: string;
  /** Only students with a placement test that day (ISO date), or on any day (`any`); filtered before paging. */
  placementTestDate: string;
  page: number;
  pageSize: number;
}

export const admissionsQueryOptions = (params: AdmissionParams) =>
  queryOptions({
    queryKey: placementKeys.admissions(params),
    queryFn: ({ signal }) =>
      fetchListOf(
        listStudentAdmissionsEndpoint,
        {
          page: params.page,
          pageSize: params.pageSize,
          sortBy: 'studentFullName',
          fields: ['studentId'],
          relations: ['student'],
          filters: { branchId: params.branchId, programmeId: params.programmeId, academicYearId: params.academicYearId, masterLevelId: params.masterLevelId, placementTestDate: params.placementTestDate },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the admitted students.' },
  });

export function useStudentAdmissions(params: AdmissionParams | null) {
  return useQuery({ ...admissionsQueryOptions(params ?? EMPTY), enabled: params !== null });
}
const EMPTY: AdmissionParams = { branchId: '', programmeId: '', academicYearId: '', masterLevelId: '', placementTestDate: '', page: 0, pageSize: 0 };
