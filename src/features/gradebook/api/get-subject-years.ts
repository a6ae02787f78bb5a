import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { fetchList, type ListParams, type ListResponse } from '@/lib/list-query';

export const SubjectYearSchema = z.object({
  id: z.string(),
  name: z.string(),
  subjectId: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  classYearId: z.string(),
  classYear: z.object({ id: z.string(), name: z.string() }),
  academicYearId: z.string(),
  teachers: z.array(z.object({ id: z.string(), fullName: z.string() })),
  studentsCount: z.number().int().nonnegative(),
});
export type SubjectYear = z.infer<typeof SubjectYearSchema>;

/** GET /subject-years: the subject years the user teaches (principal: all), filtered by year and name. */
export function fetchSubjectYears(params: ListParams, signal?: AbortSignal): Promise<ListResponse<SubjectYear>> {
  return fetchList('/subject-years', params, SubjectYearSchema, signal);
}

export const subjectYearsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: gradebookKeys.subjectYearList(params),
    queryFn: ({ signal }) => fetchSubjectYears(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load your subjects.' },
  });

export function useSubjectYears(params: ListParams) {
  return useQuery(subjectYearsQueryOptions(params));
}
