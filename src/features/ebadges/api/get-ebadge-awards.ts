import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeAwardKeys } from '@/features/ebadges/api/ebadge-keys';
import { EbadgeAwardSchema } from '@/domain/ebadges/responses';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

export const listEbadgeAwardsEndpoint = defineListEndpoint({
  operationId: 'listEbadgeAwards',
  path: '/class-years/{classYearId}/ebadge-awards',
  summary: "A class's e-badge awards (list contract, newest first)",
  tag: 'E-badges',
  params: z.object({ classYearId: z.string() }),
  item: EbadgeAwardSchema,
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
