import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { referenceKeys } from '@/features/classrooms/api/classroom-keys';
import { fetchList } from '@/lib/list-query';

const LevelOption = z.object({ id: z.string(), name: z.string(), order: z.number() });

/** The levels the class filter offers, fetched whole (pageSize 0) in school order. */
export const levelOptionsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.masterLevels,
    queryFn: ({ signal }) => fetchList('/master-levels', { pageSize: 0, sortBy: 'order' }, LevelOption, signal),
    staleTime: 5 * 60_000,
  });

export function useLevelOptions() {
  return useQuery(levelOptionsQuery());
}
