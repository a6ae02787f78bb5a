import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { resourceSubjectKeys } from '@/features/resources/api/resource-keys';
import { ResourceSubjectSchema } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

export const listResourceSubjectsEndpoint = defineListEndpoint({
  operationId: 'listResourceSubjects',
  path: '/resource-subjects',
  summary: 'Subjects the user builds or reviews lesson content for (list contract; teacher: the subject years taught)',
  tag: 'Lesson resources',
  item: ResourceSubjectSchema,
  filters: ['academicYearId', 'masterLevelId', 'name'],
  errors: [403],
});

export const getResourceSubjectEndpoint = defineEndpoint({
  operationId: 'getResourceSubject',
  method: 'get',
  path: '/resource-subjects/{subjectId}',
  summary: 'One resource subject with its counts',
  tag: 'Lesson resources',
  params: z.object({ subjectId: z.string() }),
  response: ResourceSubjectSchema,
  errors: [403, 404],
});

export function fetchResourceSubjects(params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listResourceSubjectsEndpoint, params, { signal });
}

export function fetchResourceSubject(subjectId: string, signal?: AbortSignal) {
  return callEndpoint(getResourceSubjectEndpoint, { params: { subjectId }, signal });
}

export const resourceSubjectsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: resourceSubjectKeys.list(params),
    queryFn: ({ signal }) => fetchResourceSubjects(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load your subjects.' },
  });

export const resourceSubjectQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: resourceSubjectKeys.detail(subjectId),
    queryFn: ({ signal }) => fetchResourceSubject(subjectId, signal),
  });

export function useResourceSubjects(params: ListParams) {
  return useQuery(resourceSubjectsQueryOptions(params));
}

export function useResourceSubject(subjectId: string) {
  return useQuery(resourceSubjectQueryOptions(subjectId));
}
