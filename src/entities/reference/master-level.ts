import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createResourceApi } from '@/lib/resource-api';

export const MasterLevelSchema = z.object({ id: z.string(), name: z.string(), order: z.number() }).meta({ id: 'MasterLevel' });
export type MasterLevel = z.infer<typeof MasterLevelSchema>;

export const masterLevelsApi = createResourceApi({
  key: 'master-levels',
  path: '/master-levels',
  tag: 'Reference lists',
  singular: 'MasterLevel',
  plural: 'MasterLevels',
  item: MasterLevelSchema,
  detail: MasterLevelSchema,
  staleTime: 5 * 60_000,
});

/** The levels a level filter offers, fetched whole (pageSize 0) in school order. */
export const levelOptionsQuery = () => masterLevelsApi.listQuery({ pageSize: 0, sortBy: 'order' });

export function useLevelOptions() {
  return useQuery(levelOptionsQuery());
}
