import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContentDetail } from '@/features/resources/api/content';
import { useRefreshAroundContent } from '@/features/resources/api/refresh-content';
import { contentKeys } from '@/features/resources/api/resource-keys';
import { LessonSchema, ResourceAssignmentSchema, type ContentKind } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { ReviewActionBodySchema } from '@/domain/lesson-content/bodies';
import type { ReviewAction } from '@/domain/lesson-content/review';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export { ReviewActionBodySchema };

export interface ReviewActionInput {
  action: ReviewAction;
  comment?: string;
  version: number;
}

const ContentParams = z.object({ id: z.string() });
const summary = 'Take a review step; 409 when illegal for the status and role or the version is stale';

export const reviewEndpoints = {
  lesson: defineEndpoint({
    operationId: 'reviewLesson',
    method: 'post',
    path: '/lessons/{id}/review',
    summary,
    tag: 'Lesson resources',
    params: ContentParams,
    body: ReviewActionBodySchema,
    response: LessonSchema,
    errors: [403, 404, 409],
  }),
  assignment: defineEndpoint({
    operationId: 'reviewResourceAssignment',
    method: 'post',
    path: '/resource-assignments/{id}/review',
    summary,
    tag: 'Lesson resources',
    params: ContentParams,
    body: ReviewActionBodySchema,
    response: ResourceAssignmentSchema,
    errors: [403, 404, 409],
  }),
};

export function reviewContent({ kind, id, ...body }: { kind: ContentKind; id: string } & ReviewActionInput): Promise<ContentDetail> {
  return kind === 'lesson'
    ? callEndpoint(reviewEndpoints.lesson, { params: { id }, body })
    : callEndpoint(reviewEndpoints.assignment, { params: { id }, body });
}

/** Submits, approves or sends back; the answer replaces the cached content and its log refreshes. */
export function useReviewContent(kind: ContentKind, id: string) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAroundContent();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.detail(kind, id), 'review'],
    mutationFn: (input: ReviewActionInput) => reviewContent({ kind, id, ...input }),
    meta: { errorMessage: 'The review step could not be taken.' },
    onSuccess: (content) => {
      queryClient.setQueryData(contentKeys.detail(kind, id), content);
      refreshAround(kind, id);
    },
  });
}
