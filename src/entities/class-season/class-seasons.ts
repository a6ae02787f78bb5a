import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { classYearKeys } from '@/entities/class-year/class-year';
import { SeasonSchema, type Season } from '@/domain/report-season/responses';
import type { Term } from '@/domain/gradebook/term-score';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

// A class's four report seasons are read by every sheet that writes the class's term records (the form-class
// grids, the gradebook) to show a signed-off term read-only, so they are an entity, not a report-season feature
// module: features may not import each other.

export const listClassSeasonsEndpoint = defineEndpoint({
  operationId: 'listClassReportSeasons',
  method: 'get',
  path: '/class-years/{classYearId}/report-season',
  summary: "The season of each of the class's four terms, in term order: what the sheets show read-only while locked",
  tag: 'Report season',
  params: z.object({ classYearId: z.string() }),
  response: z.array(SeasonSchema),
  errors: [403, 404],
});

/** The seasons hang under their class: invalidating `classYearKeys.detail(id)` (or a sign-off's own key) refreshes them. */
export const classSeasonKeys = {
  of: (classYearId: string) => [...classYearKeys.detail(classYearId), 'report-season'] as const,
};

export const fetchClassSeasons = (classYearId: string, signal?: AbortSignal): Promise<Season[]> =>
  callEndpoint(listClassSeasonsEndpoint, { params: { classYearId }, signal });

export const classSeasonsQueryOptions = (classYearId: string) =>
  queryOptions({
    queryKey: classSeasonKeys.of(classYearId),
    queryFn: ({ signal }) => fetchClassSeasons(classYearId, signal),
  });

/** The class's four seasons; waits while the class is not known yet (`undefined`). */
export function useClassSeasons(classYearId: string | undefined) {
  return useQuery({ ...classSeasonsQueryOptions(classYearId ?? ''), enabled: classYearId !== undefined && classYearId !== '' });
}

/** The lock message of the class's `term` (who signed it off and when), or null while the term is not signed off. */
export function lockOf(seasons: readonly Season[] | undefined, term: Term): string | null {
  return seasons?.find((season) => season.term === term)?.lockedMessage ?? null;
}

/** Whether a sheet of the class's term is locked, and how to ask again (after a save answered 423). */
export interface TermLock {
  /** The lock message, or null while the term is open (or its seasons could not be read: the server still refuses). */
  message: string | null;
  refresh: () => Promise<void>;
}

/** The lock of one class's term, for a sheet that writes its records. */
export function useTermLock(classYearId: string | undefined, term: Term): TermLock {
  const seasons = useClassSeasons(classYearId);
  const client = useQueryClient();
  const refresh = useCallback(
    () => (classYearId ? client.invalidateQueries({ queryKey: classSeasonKeys.of(classYearId) }) : Promise.resolve()),
    [client, classYearId],
  );
  return { message: lockOf(seasons.data, term), refresh };
}
