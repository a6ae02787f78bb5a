import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAssignableContent } from '@/features/resources/api/assignable-contents';
import { assignableContentKeys } from '@/features/resources/api/resource-keys';

/** One assignable lesson or assignment by id: the assign screen's chosen content (name, kind, chapter). */
export const assignableContentQueryKey = (id: string) => [...assignableContentKeys.all, 'detail', id] as const;

export const assignableContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assignableContentQueryKey(id),
    queryFn: ({ signal }) => fetchAssignableContent(id, signal),
    enabled: id !== '',
  });

export function useAssignableContent(id: string) {
  return useQuery(assignableContentQueryOptions(id));
}
