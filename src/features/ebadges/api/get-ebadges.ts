import { queryOptions, useQuery } from '@tanstack/react-query';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import { EbadgeSchema } from '@/domain/ebadges/responses';

export const listEbadgesEndpoint = defineListEndpoint({
  operationId: 'listEbadges',
  path: '/ebadges',
  summary: 'The e-badge catalogue (list contract)',
  tag: 'E-badges',
  item: EbadgeSchema,
});

const CATALOGUE = { pageSize: 0, sortBy: 'name' } as const;

/** Every badge (a short catalogue), by name. */
export const ebadgesQueryOptions = () =>
  queryOptions({
    queryKey: ebadgeKeys.list(CATALOGUE),
    queryFn: ({ signal }) => fetchListOf(listEbadgesEndpoint, CATALOGUE, { signal }),
    staleTime: 5 * 60_000,
  });

export function useEbadges() {
  return useQuery(ebadgesQueryOptions());
}
