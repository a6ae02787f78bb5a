import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditFilter } from '@/domain/audit/query';
import type { AuditPage } from '@/domain/audit/responses';
import { classHistoryEndpoint, personalDetailsReadsEndpoint, studentHistoryEndpoint } from '@/entities/audit/endpoints';
import { callEndpoint } from '@/lib/endpoint';
import { createQueryKeys } from '@/lib/query-keys';

// The audit screens' reads (issue 24 §3): a pupil's history, a class's per term and the principal's log of reads of
// personal details. Each is a page of events plus everyone in them, filtered by the server.

/** One page of a history: the filters, the page (from 0) and its size (0: every event, which the CSV asks for). */
export interface AuditPageParams {
  filter: AuditFilter;
  page: number;
  pageSize: number;
}

export const auditPageKeys = createQueryKeys('audit', 'pages');

/** Whose history a page is of. */
type AuditScope = { of: 'student'; studentId: string } | { of: 'class'; classYearId: string; term: number } | { of: 'personal-details-reads' };

function fetchPage(scope: AuditScope, { filter, page, pageSize }: AuditPageParams, signal: AbortSignal): Promise<AuditPage> {
  const query = { ...filter, page, pageSize };
  if (scope.of === 'student')
    return callEndpoint(studentHistoryEndpoint, {
      params: { studentId: scope.studentId },
      query,
      signal,
    });
  if (scope.of === 'class')
    return callEndpoint(classHistoryEndpoint, {
      params: { classYearId: scope.classYearId },
      query: { ...query, term: scope.term },
      signal,
    });
  return callEndpoint(personalDetailsReadsEndpoint, { query, signal });
}

function auditPageQuery(scope: AuditScope, params: AuditPageParams) {
  return queryOptions({
    queryKey: auditPageKeys.list({ scope, ...params }),
    queryFn: ({ signal }) => fetchPage(scope, params, signal),
    // Every write adds events, so a page is never trusted from the cache when the screen opens again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
/** The query of one page of a history, whichever history it is. */
export type AuditPageQuery = ReturnType<typeof auditPageQuery>;

export const studentHistoryQuery = (studentId: string, params: AuditPageParams) => auditPageQuery({ of: 'student', studentId }, params);
export const classHistoryQuery = (classYearId: string, term: number, params: AuditPageParams) => auditPageQuery({ of: 'class', classYearId, term }, params);
export const personalDetailsReadsQuery = (params: AuditPageParams) => auditPageQuery({ of: 'personal-details-reads' }, params);
