import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTENT_BASE_PATHS } from '@/features/resources/api/content';
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

/** A lesson's or chapter assignment's activity log, newest first; `of({ id })`. */
const activityApiOf = (kind: ContentKind, operationId: string, noun: string) =>
  createNestedListApi({
    operationId,
    path: `${CONTENT_BASE_PATHS[kind]}/{id}/activity`,
    summary: `${noun} activity log (list contract, newest first)`,
    tag: 'Lesson resources',
    params: ContentParams,
    item: ActivityEntrySchema,
    filters: ['type', 'materialId'],
    errors: [403, 404],
    queryKey: ({ id }, params) => contentKeys.activityList(kind, id, params),
  });

export const lessonActivityApi = activityApiOf('lesson', 'listLessonActivity', "A lesson's");
export const resourceAssignmentActivityApi = activityApiOf('assignment', 'listResourceAssignmentActivity', "An assignment's");

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
