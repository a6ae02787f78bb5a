import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentKeys } from '@/features/resources/api/resource-keys';
import { PublishedSchema, type ContentKind } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

const ContentParams = z.object({ id: z.string() });

/** The version students receive; reviewers compare it with a revision under review. */
export const getPublishedEndpoints = {
  lesson: defineEndpoint({
    operationId: 'getLessonPublished',
    method: 'get',
    path: '/lessons/{id}/published',
    summary: "A lesson's published version (the last approved or final one), or null",
    tag: 'Lesson resources',
    params: ContentParams,
    response: PublishedSchema,
    errors: [403, 404],
  }),
  assignment: defineEndpoint({
    operationId: 'getResourceAssignmentPublished',
    method: 'get',
    path: '/resource-assignments/{id}/published',
    summary: "An assignment's published version (the last approved or final one), or null",
    tag: 'Lesson resources',
    params: ContentParams,
    response: PublishedSchema,
    errors: [403, 404],
  }),
};

export function fetchPublished(kind: ContentKind, id: string, signal?: AbortSignal) {
  return kind === 'lesson'
    ? callEndpoint(getPublishedEndpoints.lesson, { params: { id }, signal })
    : callEndpoint(getPublishedEndpoints.assignment, { params: { id }, signal });
}

export const publishedQueryOptions = (kind: ContentKind, id: string) =>
  queryOptions({ queryKey: contentKeys.published(kind, id), queryFn: ({ signal }) => fetchPublished(kind, id, signal) });

export function usePublishedContent(kind: ContentKind, id: string, enabled = true) {
  return useQuery({ ...publishedQueryOptions(kind, id), enabled });
}
