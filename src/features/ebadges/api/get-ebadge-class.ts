import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { apiClient } from '@/lib/api-client';

const ClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  academicYearId: z.string(),
  academicYear: z.object({ id: z.string(), year: z.string() }).nullable(),
});
export type EbadgeClassDetail = z.infer<typeof ClassSchema>;

export async function fetchEbadgeClass(classYearId: string, signal?: AbortSignal): Promise<EbadgeClassDetail> {
  const { data } = await apiClient.get(`/class-years/${encodeURIComponent(classYearId)}`, { signal });
  return ClassSchema.parse(data);
}

export const ebadgeClassQueryOptions = (classYearId: string) =>
  queryOptions({ queryKey: ebadgeKeys.class(classYearId), queryFn: ({ signal }) => fetchEbadgeClass(classYearId, signal) });

export function useEbadgeClass(classYearId: string) {
  return useQuery(ebadgeClassQueryOptions(classYearId));
}
