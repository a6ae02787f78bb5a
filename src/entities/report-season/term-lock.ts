import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import type { Term } from '@/domain/gradebook/term-score';
import { SeasonSchema, type Season } from '@/domain/report-season/responses';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

// Whether a class's records of a term are locked by the principal's sign-off (issue 23 §4), for every sheet that edits
// them (the gradebook's marks, the form-class records): shown read-only with the lock's message before anyone types.

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

/** What a save bar says while the records are locked (the notice above the grid gives the lock's message). */
export const LOCKED_STATUS = 'Locked by the reports’ sign-off.';

/** Under the report season's keys, so that a sign-off or reopening on the board refreshes every sheet's lock. */
export const classSeasonsKey = (classYearId: string) => ['report-season', 'class', classYearId, 'seasons'] as const;

/** The query of a class's four seasons (a level's print page reads several at once). */
export const classSeasonsQuery = (classYearId: string) =>
  queryOptions({
    queryKey: classSeasonsKey(classYearId),
    queryFn: ({ signal }) => callEndpoint(listClassSeasonsEndpoint, { params: { classYearId }, signal }),
  });

/** The class's four seasons; waits while the class is not known yet. */
export function useClassSeasons(classYearId: string | undefined) {
  return useQuery({ ...classSeasonsQuery(classYearId ?? ''), enabled: Boolean(classYearId) });
}

/** The lock message of `term` among the class's seasons (who signed off and when), or null while it is not signed off. */
export function lockOf(seasons: readonly Season[] | undefined, term: Term): string | null {
  return seasons?.find((season) => season.term === term)?.lockedMessage ?? null;
}

/**
 * The message a write to the class's records of `term` would be refused with (null while open or ready, and while the
 * seasons are loading or cannot be read: the save's own 423 still says it). A year record (streaming and promotion,
 * the FTP evaluation) passes term 4, whose reports print it.
 */
export function useTermLock(classYearId: string | undefined, term: Term): string | null {
  return lockOf(useClassSeasons(classYearId).data, term);
}

/** Reads the class's seasons again: after a save answered 423, so the sheet turns read-only with the lock's message. */
export function useRefreshTermLock(classYearId: string | undefined): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    if (classYearId) void client.invalidateQueries({ queryKey: classSeasonsKey(classYearId) });
  }, [client, classYearId]);
}
