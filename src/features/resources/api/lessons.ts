import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRefreshAroundContent } from '@/features/resources/api/refresh-content';
import { contentKeys, resourcesRootKey } from '@/features/resources/api/resource-keys';
import { CreatedIdSchema, LessonSchema, type Lesson } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createDetailApi } from '@/lib/resource-api';
import { DuplicateLessonSchema, UpdateLessonSchema } from '@/domain/lesson-content/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const LessonParams = z.object({ lessonId: z.string() });

export { DuplicateLessonSchema, UpdateLessonSchema };

export const lessonApi = createDetailApi({
  operationId: 'getLesson',
  path: '/lessons/{lessonId}',
  summary: 'One lesson with its materials in order',
  tag: 'Lesson resources',
  idParam: 'lessonId',
  response: LessonSchema,
  errors: [403, 404],
  queryKey: (lessonId) => contentKeys.detail('lesson', lessonId),
});

export const updateLessonEndpoint = defineEndpoint({
  operationId: 'updateLesson',
  method: 'put',
  path: '/lessons/{lessonId}',
  summary: 'Rename a lesson (setter only); 409 when the version is stale or the lesson is under review',
  tag: 'Lesson resources',
  params: LessonParams,
  body: UpdateLessonSchema,
  response: LessonSchema,
  errors: [403, 404, 409],
});

export const deleteLessonEndpoint = defineEndpoint({
  operationId: 'deleteLesson',
  method: 'delete',
  path: '/lessons/{lessonId}',
  summary: 'Delete a lesson (setter only); 409 when it was assigned to students',
  tag: 'Lesson resources',
  params: LessonParams,
  errors: [403, 404, 409],
});

export const duplicateLessonEndpoint = defineEndpoint({
  operationId: 'duplicateLesson',
  method: 'post',
  path: '/lessons/{lessonId}/duplicate',
  summary: "Copy a lesson into a chapter of any subject the setter teaches, status created",
  tag: 'Lesson resources',
  params: LessonParams,
  body: DuplicateLessonSchema,
  response: CreatedIdSchema,
  status: 201,
  errors: [403, 404],
});

export function updateLesson({ lessonId, ...body }: { lessonId: string; name: string; version: number }) {
  return callEndpoint(updateLessonEndpoint, { params: { lessonId }, body });
}

export function deleteLesson(lessonId: string) {
  return callEndpoint(deleteLessonEndpoint, { params: { lessonId } });
}

export function duplicateLesson({ lessonId, targetChapterId }: { lessonId: string; targetChapterId: string }) {
  return callEndpoint(duplicateLessonEndpoint, { params: { lessonId }, body: { targetChapterId } });
}

/** Options the editor screens pass to a save: a 409 is shown by the conflict dialog instead of a toast. */
export interface SaveOptions {
  suppressErrorToast?: boolean;
}

/** Renames a lesson; the answer replaces the cached lesson and the lists refresh. */
export function useUpdateLesson(lessonId: string, options: SaveOptions = {}) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAroundContent();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.detail('lesson', lessonId), 'update'],
    mutationFn: (body: { name: string; version: number }) => updateLesson({ lessonId, ...body }),
    meta: { errorMessage: 'The lesson could not be saved.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: (lesson: Lesson) => {
      queryClient.setQueryData(contentKeys.detail('lesson', lessonId), lesson);
      refreshAround('lesson', lessonId);
    },
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.all, 'lesson', 'delete'],
    mutationFn: deleteLesson,
    meta: { successMessage: 'Lesson deleted.', errorMessage: 'The lesson could not be deleted.' },
    onSuccess: (_, lessonId) => {
      queryClient.removeQueries({ queryKey: contentKeys.detail('lesson', lessonId) });
      return queryClient.invalidateQueries({ queryKey: resourcesRootKey });
    },
  });
}

/** Copies a lesson into another chapter (possibly another class's subject); the answer is the copy's id. */
export function useDuplicateLesson() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.all, 'lesson', 'duplicate'],
    mutationFn: duplicateLesson,
    meta: { successMessage: 'Lesson duplicated.', errorMessage: 'The lesson could not be duplicated.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesRootKey }),
  });
}
