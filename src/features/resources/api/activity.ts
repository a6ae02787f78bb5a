import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contentKeys } from '@/features/resources/api/resource-keys';
import { ActivityEntrySchema, type ContentKind } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { AddCommentSchema } from '@/domain/lesson-content/bodies';
import type { ListParams } from '@/lib/list-query';
import { createNestedListApi } from '@/lib/resource-api';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const ContentParams = z.object({ id: z.string() });

export { AddCommentSchema };
export type AddCommentInput = z.input<typeof AddCommentSchema>;

/** A lesson's activity log; `of({ id })`. */
export const lessonActivityApi = createNestedListApi({
  operationId: 'listLessonActivity',
  path: '/lessons/{id}/activity',
  summary: "A lesson's activity log (list contract, newest first)",
  tag: 'Lesson resources',
  params: ContentParams,
  item: ActivityEntrySchema,
  filters: ['type', 'materialId'],
  errors: [403, 404],
  queryKey: ({ id }, params) => contentKeys.activityList('lesson', id, params),
});

/** A chapter assignment's activity log; `of({ id })`. */
export const resourceAssignmentActivityApi = createNestedListApi({
  operationId: 'listResourceAssignmentActivity',
  path: '/resource-assignments/{id}/activity',
  summary: "An assignment's activity log (list contract, newest first)",
  tag: 'Lesson resources',
  params: ContentParams,
  item: ActivityEntrySchema,
  filters: ['type', 'materialId'],
  errors: [403, 404],
  queryKey: ({ id }, params) => contentKeys.activityList('assignment', id, params),
});

const activityApis = { lesson: lessonActivityApi, assignment: resourceAssignmentActivityApi };

export const addCommentEndpoints = {
  lesson: defineEndpoint({
    operationId: 'commentOnLesson',
    method: 'post',
    path: '/lessons/{id}/comments',
    summary: 'Comment on a lesson or one of its materials (any content role)',
    tag: 'Lesson resources',
    params: ContentParams,
    body: AddCommentSchema,
    response: ActivityEntrySchema,
    status: 201,
    errors: [403, 404],
  }),
  assignment: defineEndpoint({
    operationId: 'commentOnResourceAssignment',
    method: 'post',
    path: '/resource-assignments/{id}/comments',
    summary: 'Comment on an assignment or one of its materials (any content role)',
    tag: 'Lesson resources',
    params: ContentParams,
    body: AddCommentSchema,
    response: ActivityEntrySchema,
    status: 201,
    errors: [403, 404],
  }),
};

/** The whole log, newest first (a lesson's log is short). */
export const FULL_ACTIVITY: ListParams = { pageSize: 0, sortBy: '-at' };

export function useContentActivity(kind: ContentKind, id: string, params: ListParams = FULL_ACTIVITY) {
  return activityApis[kind].of({ id }).useList(params);
}

export function addComment({ kind, id, ...body }: { kind: ContentKind; id: string } & AddCommentInput) {
  return kind === 'lesson'
    ? callEndpoint(addCommentEndpoints.lesson, { params: { id }, body })
    : callEndpoint(addCommentEndpoints.assignment, { params: { id }, body });
}

export function useAddComment(kind: ContentKind, id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.activity(kind, id), 'comment'],
    mutationFn: (input: AddCommentInput) => addComment({ kind, id, ...input }),
    meta: { successMessage: 'Comment added.', errorMessage: 'The comment could not be added.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.activity(kind, id) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.detail(kind, id), exact: true }),
      ]),
  });
}
