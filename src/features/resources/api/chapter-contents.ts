import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SaveOptions } from '@/features/resources/api/lessons';
import { chapterKeys, resourceSubjectKeys } from '@/features/resources/api/resource-keys';
import { ContentSummarySchema, CreatedIdSchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { ContentNameSchema, CreateLessonSchema, CreateResourceAssignmentSchema } from '@/domain/lesson-content/bodies';
import { createNestedListApi } from '@/lib/resource-api';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export { ContentNameSchema, CreateLessonSchema, CreateResourceAssignmentSchema };
export type CreateResourceAssignmentInput = z.input<typeof CreateResourceAssignmentSchema>;

const ChapterParams = z.object({ chapterId: z.string() });

/** A chapter's lessons and assignments; `of({ chapterId })`. */
export const chapterContentsApi = createNestedListApi({
  operationId: 'listChapterContents',
  path: '/chapters/{chapterId}/contents',
  summary: "A chapter's lessons and assignments with their review status (list contract)",
  tag: 'Lesson resources',
  params: ChapterParams,
  item: ContentSummarySchema,
  filters: ['kind', 'reviewStatus', 'name'],
  errors: [403, 404],
  queryKey: ({ chapterId }, params) => chapterKeys.contentList(chapterId, params),
});

export const createLessonEndpoint = defineEndpoint({
  operationId: 'createLesson',
  method: 'post',
  path: '/chapters/{chapterId}/lessons',
  summary: 'Add a lesson to a chapter, status created (setter only)',
  tag: 'Lesson resources',
  params: ChapterParams,
  body: CreateLessonSchema,
  response: CreatedIdSchema,
  status: 201,
  errors: [403, 404],
});

export const createResourceAssignmentEndpoint = defineEndpoint({
  operationId: 'createResourceAssignment',
  method: 'post',
  path: '/chapters/{chapterId}/assignments',
  summary: 'Add an assignment with its settings to a chapter, status created (setter only)',
  tag: 'Lesson resources',
  params: ChapterParams,
  body: CreateResourceAssignmentSchema,
  response: CreatedIdSchema,
  status: 201,
  errors: [403, 404],
});

export function createLesson({ chapterId, name }: { chapterId: string; name: string }) {
  return callEndpoint(createLessonEndpoint, { params: { chapterId }, body: { name } });
}

export function createResourceAssignment({ chapterId, ...body }: { chapterId: string } & CreateResourceAssignmentInput) {
  return callEndpoint(createResourceAssignmentEndpoint, { params: { chapterId }, body });
}

function useRefreshChapter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chapterKeys.all }),
      queryClient.invalidateQueries({ queryKey: resourceSubjectKeys.all }),
    ]);
}

/** Creates a lesson; the answer's id leads to its page. */
export function useCreateLesson(chapterId: string) {
  const refresh = useRefreshChapter();
  return useSingleFlightMutation({
    mutationKey: [...chapterKeys.contents(chapterId), 'create-lesson'],
    mutationFn: (name: string) => createLesson({ chapterId, name }),
    meta: { errorMessage: 'The lesson could not be created.' },
    onSuccess: refresh,
  });
}

export function useCreateResourceAssignment(chapterId: string, options: SaveOptions = {}) {
  const refresh = useRefreshChapter();
  return useSingleFlightMutation({
    mutationKey: [...chapterKeys.contents(chapterId), 'create-assignment'],
    mutationFn: (input: CreateResourceAssignmentInput) => createResourceAssignment({ chapterId, ...input }),
    meta: { errorMessage: 'The assignment could not be created.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: refresh,
  });
}
