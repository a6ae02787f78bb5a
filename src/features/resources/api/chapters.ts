import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { chapterKeys } from '@/features/resources/api/resource-keys';
import { ChapterDetailSchema, ChapterSchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

export const listChaptersEndpoint = defineListEndpoint({
  operationId: 'listChapters',
  path: '/resource-subjects/{subjectId}/chapters',
  summary: "A subject's chapters (list contract, default sort order)",
  tag: 'Lesson resources',
  params: z.object({ subjectId: z.string() }),
  item: ChapterSchema,
  filters: ['name'],
  errors: [403, 404],
});

export const getChapterEndpoint = defineEndpoint({
  operationId: 'getChapter',
  method: 'get',
  path: '/chapters/{chapterId}',
  summary: 'One chapter with its subject',
  tag: 'Lesson resources',
  params: z.object({ chapterId: z.string() }),
  response: ChapterDetailSchema,
  errors: [403, 404],
});

/** Every chapter of a subject, in order (a subject has a handful). */
export const ALL_CHAPTERS: ListParams = { pageSize: 0, sortBy: 'order' };

export function fetchChapters(subjectId: string, params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listChaptersEndpoint, params, { params: { subjectId }, signal });
}

export function fetchChapter(chapterId: string, signal?: AbortSignal) {
  return callEndpoint(getChapterEndpoint, { params: { chapterId }, signal });
}

export const chaptersQueryOptions = (subjectId: string, params: ListParams = ALL_CHAPTERS) =>
  queryOptions({
    queryKey: chapterKeys.list(subjectId, params),
    queryFn: ({ signal }) => fetchChapters(subjectId, params, signal),
    placeholderData: keepPreviousData,
  });

export const chapterQueryOptions = (chapterId: string) =>
  queryOptions({ queryKey: chapterKeys.detail(chapterId), queryFn: ({ signal }) => fetchChapter(chapterId, signal) });

export function useChapters(subjectId: string, params: ListParams = ALL_CHAPTERS) {
  return useQuery(chaptersQueryOptions(subjectId, params));
}

export function useChapter(chapterId: string) {
  return useQuery(chapterQueryOptions(chapterId));
}
