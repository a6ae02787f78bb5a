import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assignableContentKeys } from '@/features/resources/api/resource-keys';
import { ContentSummarySchema } from '@/features/resources/api/resource-schemas';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

/** Lessons and assignments with a published version (approved or final) in the caller's subjects. */
export const listAssignableContentsEndpoint = defineListEndpoint({
  operationId: 'listAssignableContents',
  path: '/assignable-contents',
  summary: 'Lessons and assignments that may be assigned to students: published, in the caller’s subjects (list contract)',
  tag: 'Lesson resources',
  item: ContentSummarySchema,
  filters: ['name', 'kind', 'subjectId'],
  errors: [403],
});

export function fetchAssignableContents(params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listAssignableContentsEndpoint, params, { signal });
}

export const assignableContentsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: assignableContentKeys.list(params),
    queryFn: ({ signal }) => fetchAssignableContents(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignableContents(params: ListParams) {
  return useQuery(assignableContentsQueryOptions(params));
}
