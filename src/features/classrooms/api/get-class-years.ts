import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { classYearKeys } from '@/features/classrooms/api/classroom-keys';
import { fetchList, type ListParams } from '@/lib/list-query';

const Named = z.object({ id: z.string(), name: z.string() });

export const ClassYearSchema = z.object({
  id: z.string(),
  name: z.string(),
  academicYearId: z.string(),
  academicYear: z.object({ id: z.string(), year: z.string() }).nullable(),
  branchId: z.string(),
  branch: Named.nullable(),
  masterLevelId: z.string(),
  masterLevel: Named.nullable(),
  homeroomTeacherId: z.string().nullable(),
  homeroomTeacher: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  studentsCount: z.number().int().nonnegative(),
});
export type ClassYear = z.infer<typeof ClassYearSchema>;

export function fetchClassYears(params: ListParams, signal?: AbortSignal) {
  return fetchList('/class-years', params, ClassYearSchema, signal);
}

export const classYearsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: classYearKeys.list(params),
    queryFn: ({ signal }) => fetchClassYears(params, signal),
    placeholderData: keepPreviousData,
  });

export function useClassYears(params: ListParams) {
  return useQuery(classYearsQueryOptions(params));
}
