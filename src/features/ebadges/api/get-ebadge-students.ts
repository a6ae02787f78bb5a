import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { fetchList, type ListParams } from '@/lib/list-query';

const StudentSchema = z.object({ id: z.string(), fullName: z.string(), gender: z.string() });
export type EbadgeStudent = z.infer<typeof StudentSchema>;

export function fetchEbadgeStudents(classYearId: string, params: ListParams, signal?: AbortSignal) {
  return fetchList(`/class-years/${encodeURIComponent(classYearId)}/students`, params, StudentSchema, signal);
}

export const ebadgeStudentsQueryOptions = (classYearId: string, params: ListParams) =>
  queryOptions({
    queryKey: ebadgeKeys.students(classYearId, params),
    queryFn: ({ signal }) => fetchEbadgeStudents(classYearId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useEbadgeStudents(classYearId: string, params: ListParams) {
  return useQuery(ebadgeStudentsQueryOptions(classYearId, params));
}
