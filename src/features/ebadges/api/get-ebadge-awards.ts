import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { EbadgeSchema } from '@/features/ebadges/api/get-ebadges';
import { fetchList, type ListParams } from '@/lib/list-query';

const AwardSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  student: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  ebadgeId: z.string(),
  ebadge: EbadgeSchema.nullable(),
  awardedAt: z.string(),
  awardedBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type EbadgeAward = z.infer<typeof AwardSchema>;

export function fetchEbadgeAwards(classYearId: string, params: ListParams, signal?: AbortSignal) {
  return fetchList(`/class-years/${encodeURIComponent(classYearId)}/ebadge-awards`, params, AwardSchema, signal);
}

export const ebadgeAwardsQueryOptions = (classYearId: string, params: ListParams) =>
  queryOptions({
    queryKey: ebadgeKeys.awardList(classYearId, params),
    queryFn: ({ signal }) => fetchEbadgeAwards(classYearId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useEbadgeAwards(classYearId: string, params: ListParams) {
  return useQuery(ebadgeAwardsQueryOptions(classYearId, params));
}
