import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignableContentKeys } from '@/features/resources/api/resource-keys';
import { ContentSummarySchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

/**
 * One assignable lesson or assignment by id: the searchable select on `/assignable-contents` reads it
 * to show a value known only by id (a lesson page's "Assign" link), and the assign screen its name.
 */
export const getAssignableContentEndpoint = defineEndpoint({
  operationId: 'getAssignableContent',
  method: 'get',
  path: '/assignable-contents/{id}',
  summary: 'One lesson or assignment that may be assigned (published, in the caller’s subjects); 404 otherwise',
  tag: 'Lesson resources',
  params: z.object({ id: z.string() }),
  response: ContentSummarySchema,
  errors: [403, 404],
});

export const assignableContentQueryKey = (id: string) => [...assignableContentKeys.all, 'detail', id] as const;

export const assignableContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assignableContentQueryKey(id),
    queryFn: ({ signal }) => callEndpoint(getAssignableContentEndpoint, { params: { id }, signal }),
    enabled: id !== '',
  });

export function useAssignableContent(id: string) {
  return useQuery(assignableContentQueryOptions(id));
}
