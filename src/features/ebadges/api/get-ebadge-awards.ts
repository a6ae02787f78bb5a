import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { StaffMemberRefSchema } from '@/entities/staff/staff';
import { StudentRefSchema } from '@/domain/school/refs';
import { ebadgeAwardKeys } from '@/features/ebadges/api/ebadge-keys';
import { EbadgeSchema } from '@/features/ebadges/api/get-ebadges';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

const AwardSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    student: StudentRefSchema.nullable(),
    ebadgeId: z.string(),
    ebadge: EbadgeSchema.nullable(),
    awardedAt: z.string(),
    awardedBy: StaffMemberRefSchema.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'EbadgeAward' });
export type EbadgeAward = z.infer<typeof AwardSchema>;

export const listEbadgeAwardsEndpoint = defineListEndpoint({
  operationId: 'listEbadgeAwards',
  path: '/class-years/{classYearId}/ebadge-awards',
  summary: "A class's e-badge awards (list contract, newest first)",
  tag: 'E-badges',
  params: z.object({ classYearId: z.string() }),
  item: AwardSchema,
  filters: ['academicYearId', 'studentId', 'ebadgeId'],
  errors: [403, 404],
});

export function fetchEbadgeAwards(classYearId: string, params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listEbadgeAwardsEndpoint, params, { params: { classYearId }, signal });
}

export const ebadgeAwardsQueryOptions = (classYearId: string, params: ListParams) =>
  queryOptions({
    queryKey: ebadgeAwardKeys.list(classYearId, params),
    queryFn: ({ signal }) => fetchEbadgeAwards(classYearId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useEbadgeAwards(classYearId: string, params: ListParams) {
  return useQuery(ebadgeAwardsQueryOptions(classYearId, params));
}
