import {
  hashKey,
  useMutation,
  useQueryClient,
  type DefaultError,
  type MutationKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';

/** What `mutateAsync` rejects with when the same mutation is already in flight; nothing was sent. */
export class MutationInFlightError extends Error {
  constructor(keyHash: string) {
    super(`${keyHash} is already in progress`);
    this.name = 'MutationInFlightError';
  }
}

/** Whether `error` only says that a repeated click or keypress was ignored. */
export function isMutationInFlight(error: unknown): error is MutationInFlightError {
  return error instanceof MutationInFlightError;
}

/** Options of {@link useSingleFlightMutation}: those of `useMutation`, with the key required. */
export type SingleFlightMutationOptions<TData, TError, TVariables, TContext> = UseMutationOptions<
  TData,
  TError,
  TVariables,
  TContext
> & { mutationKey: MutationKey };

/**
 * The portal's only way to mutate: `useMutation`, single-flight per `mutationKey` across the whole
 * query client. While a mutation with that key is pending, another `mutate` is dropped and another
 * `mutateAsync` rejects with {@link MutationInFlightError} without calling the server — so a triple
 * click, Enter pressed twice or two forms sending the same change produce one request, one outcome
 * and one message. The check is synchronous (the mutation cache marks a mutation pending as it
 * starts), so clicks in the same tick are caught, which component state cannot do.
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: SingleFlightMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  // Compared by hash: callers may build the key inline on every render.
  const keyHash = hashKey(options.mutationKey);
  const inFlight = useCallback(
    () =>
      queryClient.isMutating({
        predicate: (other) => other.options.mutationKey !== undefined && hashKey(other.options.mutationKey) === keyHash,
      }) > 0,
    [queryClient, keyHash],
  );
  const { mutate: rawMutate, mutateAsync: rawMutateAsync } = mutation;
  const mutate = useCallback<typeof rawMutate>(
    (...args) => {
      if (!inFlight()) rawMutate(...args);
    },
    [inFlight, rawMutate],
  );
  const mutateAsync = useCallback<typeof rawMutateAsync>(
    (...args) => (inFlight() ? Promise.reject(new MutationInFlightError(keyHash)) : rawMutateAsync(...args)),
    [inFlight, rawMutateAsync, keyHash],
  );
  return { ...mutation, mutate, mutateAsync };
}
