import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SchemeOfWorkDetailSchema, SchemeOfWorkSchema } from '@/features/scheme-of-work/api/sow-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createResourceApi } from '@/lib/resource-api';
import { SowWeekBodySchema, type SowWeekBody } from '@/domain/scheme-of-work/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const TAG = 'Schemes of work';

/** Root `schemes-of-work`: lists, and each scheme's detail (weeks and plans) under it. */
export const sowsApi = createResourceApi({
  key: 'schemes-of-work',
  path: '/schemes-of-work',
  tag: TAG,
  singular: 'SchemeOfWork',
  plural: 'SchemesOfWork',
  item: SchemeOfWorkSchema,
  detail: SchemeOfWorkDetailSchema,
  filters: ['subjectId', 'masterLevelId', 'term', 'academicYearId', 'title'],
  listErrors: [400, 403],
  getErrors: [403, 404],
  listSummary:
    'The schemes of work of the subjects and levels the caller teaches (a principal: all of the year); list contract',
  getSummary: 'One scheme of work: its teaching weeks (dates from the term and holidays), topics, objectives and lessons',
});
export const sowKeys = sowsApi.keys;
export const useSows = sowsApi.useList;
export const fetchSows = sowsApi.list;
export const useSow = sowsApi.useDetail;

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
