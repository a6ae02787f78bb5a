import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { chapterKeys, resourceSubjectKeys } from '@/features/resources/api/resource-keys';
import { ChapterSchema, CreatedIdSchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { ChapterNameSchema, CreateChapterSchema, UpdateChapterSchema } from '@/domain/lesson-content/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export { ChapterNameSchema, CreateChapterSchema, UpdateChapterSchema };
export type UpdateChapterInput = z.input<typeof UpdateChapterSchema>;

export const createChapterEndpoint = defineEndpoint({
  operationId: 'createChapter',
  method: 'post',
  path: '/resource-subjects/{subjectId}/chapters',
  summary: 'Add a chapter at the end of a subject (setter only)',
  tag: 'Lesson resources',
  params: z.object({ subjectId: z.string() }),
  body: CreateChapterSchema,
  response: CreatedIdSchema,
  status: 201,
  errors: [403, 404],
});

export const updateChapterEndpoint = defineEndpoint({
  operationId: 'updateChapter',
  method: 'put',
  path: '/chapters/{chapterId}',
  summary: 'Rename a chapter, or move it to a 0-based position (setter only)',
  tag: 'Lesson resources',
  params: z.object({ chapterId: z.string() }),
  body: UpdateChapterSchema,
  response: ChapterSchema,
  errors: [403, 404],
});

export const deleteChapterEndpoint = defineEndpoint({
  operationId: 'deleteChapter',
  method: 'delete',
  path: '/chapters/{chapterId}',
  summary: 'Delete a chapter with its content; 409 when any of it was assigned (setter only)',
  tag: 'Lesson resources',
  params: z.object({ chapterId: z.string() }),
  errors: [403, 404, 409],
});

export function createChapter({ subjectId, name }: { subjectId: string; name: string }) {
  return callEndpoint(createChapterEndpoint, { params: { subjectId }, body: { name } });
}

export function updateChapter({ chapterId, ...body }: { chapterId: string } & UpdateChapterInput) {
  return callEndpoint(updateChapterEndpoint, { params: { chapterId }, body });
}

export function deleteChapter(chapterId: string) {
  return callEndpoint(deleteChapterEndpoint, { params: { chapterId } });
}

function useRefreshChapters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chapterKeys.all }),
      queryClient.invalidateQueries({ queryKey: resourceSubjectKeys.all }),
    ]);
}

export function useCreateChapter(subjectId: string) {
  const refresh = useRefreshChapters();
  return useSingleFlightMutation({
    mutationKey: [...chapterKeys.ofSubject(subjectId), 'create'],
    mutationFn: (name: string) => createChapter({ subjectId, name }),
    meta: { successMessage: 'Chapter added.', errorMessage: 'The chapter could not be added.' },
    onSuccess: refresh,
  });
}

/** Renames or moves a chapter; a failed move leaves the list as the server has it. */
export function useUpdateChapter() {
  const refresh = useRefreshChapters();
  return useSingleFlightMutation({
    mutationKey: [...chapterKeys.all, 'update'],
    mutationFn: updateChapter,
    meta: { errorMessage: 'The chapter could not be saved.' },
    onSettled: refresh,
  });
}

export function useDeleteChapter() {
  const refresh = useRefreshChapters();
  return useSingleFlightMutation({
    mutationKey: [...chapterKeys.all, 'delete'],
    mutationFn: deleteChapter,
    meta: { successMessage: 'Chapter deleted.', errorMessage: 'The chapter could not be deleted.' },
    onSuccess: refresh,
  });
}
