import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { EbadgeSchema } from '@/domain/ebadges/responses';
import { createListApi } from '@/lib/resource-api';

export const ebadgesApi = createListApi({
  operationId: 'listEbadges',
  path: '/ebadges',
  summary: 'The e-badge catalogue (list contract)',
  tag: 'E-badges',
  item: EbadgeSchema,
  queryKey: ebadgeKeys.list,
  staleTime: 5 * 60_000,
});

const CATALOGUE = { pageSize: 0, sortBy: 'name' } as const;

/** Every badge (a short catalogue), by name. */
export function useEbadges() {
  return ebadgesApi.useList(CATALOGUE);
}
