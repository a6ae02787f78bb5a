import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonApi } from '@/features/resources/api/lessons';
import { resourceAssignmentApi } from '@/features/resources/api/resource-assignments';
import { contentKeys } from '@/features/resources/api/resource-keys';
import type { ContentKind, Lesson, ResourceAssignment } from '@/features/resources/api/resource-schemas';

/** A lesson or a chapter's assignment, as the lesson and assignment pages share them. */
export type ContentDetail = Lesson | ResourceAssignment;

/** Where a kind's operations live: `/lessons/{id}…` or `/resource-assignments/{id}…`. */
export const CONTENT_BASE_PATHS = { lesson: '/lessons', assignment: '/resource-assignments' } as const;

export function fetchContent(kind: ContentKind, id: string, signal?: AbortSignal): Promise<ContentDetail> {
  return kind === 'lesson' ? lessonApi.get(id, signal) : resourceAssignmentApi.get(id, signal);
}

/** The same cache entry as `lessonApi.detailQuery` / `resourceAssignmentApi.detailQuery`. */
export const contentQueryOptions = (kind: ContentKind, id: string) =>
  queryOptions({ queryKey: contentKeys.detail(kind, id), queryFn: ({ signal }) => fetchContent(kind, id, signal) });

export function useContent(kind: ContentKind, id: string) {
  return useQuery(contentQueryOptions(kind, id));
}

/** Whether the content is a chapter's assignment (it carries settings). */
export function isResourceAssignment(content: ContentDetail): content is ResourceAssignment {
  return 'settings' in content;
}
