import { z } from 'zod';
import { chapterKeys } from '@/features/resources/api/resource-keys';
import { ChapterDetailSchema, ChapterSchema } from '@/features/resources/api/resource-schemas';
import type { ListParams } from '@/lib/list-query';
import { createDetailApi, createNestedListApi } from '@/lib/resource-api';

/** A subject's chapters; `of({ subjectId })`. */
export const chaptersApi = createNestedListApi({
  operationId: 'listChapters',
  path: '/resource-subjects/{subjectId}/chapters',
  summary: "A subject's chapters (list contract, default sort order)",
  tag: 'Lesson resources',
  params: z.object({ subjectId: z.string() }),
  item: ChapterSchema,
  filters: ['name'],
  errors: [403, 404],
  queryKey: ({ subjectId }, params) => chapterKeys.list(subjectId, params),
});

export const chapterApi = createDetailApi({
  operationId: 'getChapter',
  path: '/chapters/{chapterId}',
  summary: 'One chapter with its subject',
  tag: 'Lesson resources',
  idParam: 'chapterId',
  response: ChapterDetailSchema,
  errors: [403, 404],
  queryKey: chapterKeys.detail,
});
export const useChapter = chapterApi.useDetail;

/** Every chapter of a subject, in order (a subject has a handful). */
export const ALL_CHAPTERS: ListParams = { pageSize: 0, sortBy: 'order' };
