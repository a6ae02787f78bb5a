import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gradingKeys } from '@/features/assignments/api/grading-keys';
import { CommentBankItemSchema, type CommentBankItem } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { CommentBankBodySchema } from '@/domain/lesson-content/bodies';
import { listResponseSchema } from '@/lib/list-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const listCommentBankEndpoint = defineEndpoint({
  operationId: 'listCommentBank',
  method: 'get',
  path: '/comment-bank',
  summary: "The caller's saved feedback comments, newest first",
  tag: 'Assignments',
  response: listResponseSchema(CommentBankItemSchema),
  errors: [403],
});

export const addCommentBankEndpoint = defineEndpoint({
  operationId: 'addCommentBankItem',
  method: 'post',
  path: '/comment-bank',
  summary: 'Keep a feedback comment in the caller’s comment bank',
  tag: 'Assignments',
  body: CommentBankBodySchema,
  response: CommentBankItemSchema,
  status: 201,
  errors: [403, 422],
});

export const deleteCommentBankEndpoint = defineEndpoint({
  operationId: 'deleteCommentBankItem',
  method: 'delete',
  path: '/comment-bank/{id}',
  summary: 'Remove a comment from the caller’s comment bank',
  tag: 'Assignments',
  params: z.object({ id: z.string() }),
  errors: [403, 404],
});

export const commentBankQueryOptions = () =>
  queryOptions({
    queryKey: gradingKeys.commentBank(),
    queryFn: ({ signal }) => callEndpoint(listCommentBankEndpoint, { signal }),
    meta: { errorMessage: 'Could not load the comment bank.' },
  });

export function useCommentBank() {
  return useQuery(commentBankQueryOptions());
}

export interface CommentBankMutationOptions {
  /** The comment bank panel shows the failure beside its buttons instead of a toast. */
  suppressErrorToast?: boolean;
}

export function useAddCommentBankItem(options: CommentBankMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.commentBank(), 'add'],
    mutationFn: (text: string): Promise<CommentBankItem> => callEndpoint(addCommentBankEndpoint, { body: { text } }),
    meta: { errorMessage: 'The comment could not be kept.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradingKeys.commentBank() }),
  });
}

export function useDeleteCommentBankItem() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.commentBank(), 'delete'],
    mutationFn: (id: string) => callEndpoint(deleteCommentBankEndpoint, { params: { id } }),
    meta: { errorMessage: 'The comment could not be removed.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradingKeys.commentBank() }),
  });
}
