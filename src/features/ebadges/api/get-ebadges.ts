import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ebadgeKeys } from '@/features/ebadges/api/ebadge-keys';
import { fetchList } from '@/lib/list-query';
import { COLOURS } from '@/lib/school-rules/enums';

export const EbadgeSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), colour: z.enum(COLOURS) });
export type Ebadge = z.infer<typeof EbadgeSchema>;

/** Every badge (a short catalogue), by name. */
export const ebadgesQueryOptions = () =>
  queryOptions({
    queryKey: ebadgeKeys.badges(),
    queryFn: ({ signal }) => fetchList('/ebadges', { pageSize: 0, sortBy: 'name' }, EbadgeSchema, signal),
    staleTime: 5 * 60_000,
  });

export function useEbadges() {
  return useQuery(ebadgesQueryOptions());
}
