import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignableContentKeys } from '@/features/resources/api/resource-keys';
import { ContentSummarySchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
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

/** One of them by id (the searchable select reads a chosen item's label this way); 404 when not assignable. */
export const getAssignableContentEndpoint = defineEndpoint({
  operationId: 'getAssignableContent',
  method: 'get',
  path: '/assignable-contents/{id}',
  summary: 'One lesson or assignment the caller may assign, by id',
  tag: 'Lesson resources',
  params: z.object({ id: z.string() }),
  response: ContentSummarySchema,
  errors: [403, 404],
});

export function fetchAssignableContent(id: string, signal?: AbortSignal) {
  return callEndpoint(getAssignableContentEndpoint, { params: { id }, signal });
}

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
