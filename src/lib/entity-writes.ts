import { useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { SharedQueryRoot } from '@/lib/query-keys';
import { useSingleFlightMutation, type SingleFlightMutationOptions } from '@/lib/use-single-flight-mutation';

/**
 * A single-flight mutation that, once it succeeds, invalidates everything under `refreshes` and stays pending until
 * the refetch of what is on screen has answered, so the list never shows the old rows after "Saved".
 */
export function useRefreshingMutation<TData, TVariables>({
  refreshes,
  ...options
}: Omit<SingleFlightMutationOptions<TData, Error, TVariables, unknown>, 'onSuccess'> & {
  refreshes: QueryKey;
}): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
  });
}

/** What {@link createEntityWrites} needs to know about one kind of record. */
export interface EntityWritesConfig<Saved extends { id: string }, CreateBody, UpdateBody> {
  keys: { all: QueryKey; detail: (id: string) => QueryKey };
  create: (body: CreateBody) => Promise<Saved>;
  update: (id: string, body: UpdateBody) => Promise<Saved>;
  remove: (id: string) => Promise<void>;
  /** The toast when a save fails in a way the form does not show itself (its 409 and 422 are the form's). */
  saveError: string;
  deleteError: string;
  /**
   * Refreshes what a write changed (`saved` is null after a delete); what it returns is awaited before the
   * mutation settles. Without it, everything under `keys.all` is invalidated.
   */
  afterWrite?: (queryClient: QueryClient, saved: Saved | null, id: string) => unknown;
  /** Other features' caches every write makes stale (`meta.invalidates`). */
  invalidates?: readonly SharedQueryRoot[];
}

/**
 * The create, update and delete hooks of a record edited in a form: single-flight per record, the form's own errors
 * (409, 422) kept out of the toast, and the caches refreshed once a write succeeds. Export them under the
 * feature's names (`export const useCreateX = xWrites.useCreate`).
 */
export function createEntityWrites<Saved extends { id: string }, CreateBody, UpdateBody>(
  config: EntityWritesConfig<Saved, CreateBody, UpdateBody>,
) {
  const { invalidates } = config;
  const formMeta = { errorMessage: config.saveError, suppressErrorToast: true, invalidates };
  const afterWrite =
    config.afterWrite ??
    ((queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: config.keys.all }));
  return {
    useCreate(): UseMutationResult<Saved, Error, CreateBody> {
      const queryClient = useQueryClient();
      return useSingleFlightMutation({
        mutationKey: [...config.keys.all, 'create'],
        mutationFn: config.create,
        meta: formMeta,
        onSuccess: (saved: Saved) => afterWrite(queryClient, saved, saved.id),
      });
    },
    useUpdate(id: string): UseMutationResult<Saved, Error, UpdateBody> {
      const queryClient = useQueryClient();
      return useSingleFlightMutation({
        mutationKey: [...config.keys.detail(id), 'update'],
        mutationFn: (body: UpdateBody) => config.update(id, body),
        meta: formMeta,
        onSuccess: (saved: Saved) => afterWrite(queryClient, saved, id),
      });
    },
    useDelete(id: string): UseMutationResult<void, Error, void> {
      const queryClient = useQueryClient();
      return useSingleFlightMutation({
        mutationKey: [...config.keys.detail(id), 'delete'],
        mutationFn: () => config.remove(id),
        meta: { errorMessage: config.deleteError, invalidates },
        onSuccess: () => afterWrite(queryClient, null, id),
      });
    },
  };
}
