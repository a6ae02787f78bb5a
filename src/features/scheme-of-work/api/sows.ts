import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SchemeOfWorkDetailSchema, SchemeOfWorkSchema } from '@/features/scheme-of-work/api/sow-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';
import { SowWeekBodySchema, type SowWeekBody } from '@/domain/scheme-of-work/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const TAG = 'Schemes of work';

/** Root `schemes-of-work`: lists, and each scheme's detail (weeks and plans) under it. */
export const sowKeys = createQueryKeys('schemes-of-work');

export const listSowsEndpoint = defineListEndpoint({
  operationId: 'listSchemesOfWork',
  path: '/schemes-of-work',
  summary:
    'The schemes of work of the subjects and levels the caller teaches (a principal: all of the year); list contract',
  tag: TAG,
  item: SchemeOfWorkSchema,
  filters: ['subjectId', 'masterLevelId', 'term', 'academicYearId', 'title'],
  errors: [400, 403],
});

export const getSowEndpoint = defineEndpoint({
  operationId: 'getSchemeOfWork',
  method: 'get',
  path: '/schemes-of-work/{id}',
  summary: 'One scheme of work: its teaching weeks (dates from the term and holidays), topics, objectives and lessons',
  tag: TAG,
  params: z.object({ id: z.string() }),
  response: SchemeOfWorkDetailSchema,
  errors: [403, 404],
});

export const saveSowWeekEndpoint = defineEndpoint({
  operationId: 'saveSchemeOfWorkWeek',
  method: 'put',
  path: '/schemes-of-work/{id}/weeks/{week}',
  summary: 'Replace one teaching week’s topics, objectives and lessons; 422 naming the field, 409 on a stale version',
  tag: TAG,
  params: z.object({ id: z.string(), week: z.string() }),
  body: SowWeekBodySchema,
  response: SchemeOfWorkDetailSchema,
  errors: [400, 403, 404, 409, 413, 415, 422],
});

export const sowsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: sowKeys.list(params),
    queryFn: ({ signal }) => fetchListOf(listSowsEndpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useSows(params: ListParams) {
  return useQuery(sowsQueryOptions(params));
}

export function fetchSows(params: ListParams) {
  return fetchListOf(listSowsEndpoint, params, {});
}

export const sowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sowKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(getSowEndpoint, { params: { id }, signal }),
  });

export function useSow(id: string) {
  return useQuery(sowQueryOptions(id));
}

export function useSaveSowWeek() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...sowKeys.all, 'save-week'],
    mutationFn: ({ id, week, body }: { id: string; week: number; body: SowWeekBody }) =>
      callEndpoint(saveSowWeekEndpoint, { params: { id, week: String(week) }, body }),
    // The week's form shows the refusal (a 409 or a field) next to its save button.
    meta: { successMessage: 'Week saved.', suppressErrorToast: true },
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(sowKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: sowKeys.lists() });
    },
  });
}
