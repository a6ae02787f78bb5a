import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { fetchList, type ListParams } from '@/lib/list-query';

const EbadgeClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  academicYearId: z.string(),
  academicYear: z.object({ id: z.string(), year: z.string() }).nullable(),
  masterLevel: z.object({ id: z.string(), name: z.string() }).nullable(),
  homeroomTeacher: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  studentsCount: z.number().int().nonnegative(),
});
export type EbadgeClass = z.infer<typeof EbadgeClassSchema>;

/** The classes the user may award badges in (the same scoped `/class-years` list as Classrooms). */
export function fetchEbadgeClasses(params: ListParams, signal?: AbortSignal) {
  return fetchList('/class-years', params, EbadgeClassSchema, signal);
}

export const ebadgeClassesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ebadgeKeys.classes(params),
    queryFn: ({ signal }) => fetchEbadgeClasses(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEbadgeClasses(params: ListParams) {
  return useQuery(ebadgeClassesQueryOptions(params));
}
