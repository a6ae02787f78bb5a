import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Term } from '@/domain/gradebook/term-score';
import type { MarkChange, RecordHistory } from '@/domain/audit/responses';
import { markChangesEndpoint, recordHistoryEndpoint } from '@/entities/audit/endpoints';
import { callEndpoint } from '@/lib/endpoint';

// The reads behind the shared history dialog and the gradebook's "last changed" hover (issue 24 §2).

/** Every history answer lives under `audit`, so a screen that writes can refresh what it shows of the record. */
export const recordHistoryKeys = {
  all: ['audit'] as const,
  record: (recordType: string, recordId: string) => [...recordHistoryKeys.all, 'record', recordType, recordId] as const,
  markChanges: (subjectYearId: string, term: Term) => [...recordHistoryKeys.all, 'mark-changes', subjectYearId, term] as const,
};

/** A record's history, newest first. */
export const recordHistoryQuery = (recordType: string, recordId: string) =>
  queryOptions({
    queryKey: recordHistoryKeys.record(recordType, recordId),
    queryFn: ({ signal }) => callEndpoint(recordHistoryEndpoint, { params: { recordType, recordId }, signal }),
    // Opening the dialog again always reads afresh: someone may have changed the record meanwhile.
    staleTime: 0,
  });

/** A record's history while `enabled` (the dialog is open), through `select` (a part of it); no request while closed. */
export function useRecordHistory(recordType: string, recordId: string, enabled = true, select?: (answer: RecordHistory) => RecordHistory) {
  return useQuery({ ...recordHistoryQuery(recordType, recordId), enabled, select });
}

/** The record id of one mark, as the backend names it (docs/api.md). */
export const markRecordId = (assessmentId: string, studentId: string) => `${assessmentId}:${studentId}`;

/** The record id of one week of a scheme of work, as the backend names it (docs/api.md). */
export const sowWeekRecordId = (schemeOfWorkId: string, week: number) => `${schemeOfWorkId}:${String(week)}`;

/** The latest change of each mark of a sheet, by {@link markRecordId}. */
export type MarkChangesById = ReadonlyMap<string, MarkChange>;

export const markChangesQuery = (subjectYearId: string, term: Term) =>
  queryOptions({
    queryKey: recordHistoryKeys.markChanges(subjectYearId, term),
    queryFn: ({ signal }) => callEndpoint(markChangesEndpoint, { params: { id: subjectYearId }, query: { term }, signal }),
    select: ({ data }): MarkChangesById => new Map(data.map((change) => [markRecordId(change.assessmentId, change.studentId), change])),
  });

/** Who last changed each mark of a subject's term: one request per sheet and term. */
export function useMarkChanges(subjectYearId: string, term: Term) {
  return useQuery(markChangesQuery(subjectYearId, term));
}

/** Reads the sheet's last changes again (after a save), and any mark history already fetched. */
export function useRefreshMarkChanges(subjectYearId: string, term: Term): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: recordHistoryKeys.markChanges(subjectYearId, term) });
    void client.invalidateQueries({ queryKey: [...recordHistoryKeys.all, 'record', 'Mark'] });
  }, [client, subjectYearId, term]);
}
