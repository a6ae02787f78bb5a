import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { RemarkBankItemSchema, type RemarkBankItem } from '@/features/form-class/api/form-class-schemas';
import { RemarkBankBodySchema } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { useRefreshingMutation } from '@/lib/entity-writes';
import { listResponseSchema } from '@/lib/list-query';

export const listRemarkBankEndpoint = defineEndpoint({
  operationId: 'listRemarkBank',
  method: 'get',
  path: '/remark-bank',
  summary: "The caller's remark templates (merge fields such as {name}, {he}, {his} kept as typed), newest first",
  tag: 'Form class',
  response: listResponseSchema(RemarkBankItemSchema),
  errors: [403],
});

export const addRemarkBankEndpoint = defineEndpoint({
  operationId: 'addRemarkBankItem',
  method: 'post',
  path: '/remark-bank',
  summary: "Keep a remark template in the caller's bank",
  tag: 'Form class',
  body: RemarkBankBodySchema,
  response: RemarkBankItemSchema,
  status: 201,
  errors: [403, 413, 415, 422],
});

export const deleteRemarkBankEndpoint = defineEndpoint({
  operationId: 'deleteRemarkBankItem',
  method: 'delete',
  path: '/remark-bank/{id}',
  summary: "Remove a template from the caller's remark bank",
  tag: 'Form class',
  params: z.object({ id: z.string() }),
  errors: [403, 404],
});

export const remarkBankQueryOptions = () =>
  queryOptions({
    queryKey: formClassKeys.remarkBank(),
    queryFn: ({ signal }) => callEndpoint(listRemarkBankEndpoint, { signal }),
    meta: { errorMessage: 'Could not load your remark bank.' },
  });

export function useRemarkBank() {
  return useQuery(remarkBankQueryOptions());
}

export function useAddRemarkBankItem() {
  return useRefreshingMutation({
    mutationKey: [...formClassKeys.remarkBank(), 'add'],
    mutationFn: (text: string): Promise<RemarkBankItem> => callEndpoint(addRemarkBankEndpoint, { body: { text } }),
    meta: { errorMessage: 'The remark could not be kept.' },
    refreshes: formClassKeys.remarkBank(),
  });
}

export function useDeleteRemarkBankItem() {
  return useRefreshingMutation({
    mutationKey: [...formClassKeys.remarkBank(), 'delete'],
    mutationFn: (id: string) => callEndpoint(deleteRemarkBankEndpoint, { params: { id } }),
    meta: { errorMessage: 'The remark could not be removed.' },
    refreshes: formClassKeys.remarkBank(),
  });
}
