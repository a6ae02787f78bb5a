import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiClientError, toApiError } from '@/lib/api-error';
import { sharedRootKey, type SharedQueryRoot } from '@/lib/query-keys';
import { showToast } from '@/lib/toast-store';

/** What a query may say about its own errors; read once by the query cache. */
export interface PortalQueryMeta extends Record<string, unknown> {
  /** Shown (as the fallback of the server message) in a danger toast when the query fails. */
  errorMessage?: string;
}

/** What a mutation may say about its outcome; read once by the mutation cache. */
export interface PortalMutationMeta extends Record<string, unknown> {
  /** Shown in a success toast after the mutation succeeds. */
  successMessage?: string;
  /** Fallback text when the server gives no message. */
  errorMessage?: string;
  /** The screen shows the error itself (e.g. inline on a form). */
  suppressErrorToast?: boolean;
  /** Other features' caches this write makes stale; refreshed (and awaited) once it succeeds. */
  invalidates?: readonly SharedQueryRoot[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalQueryMeta;
    mutationMeta: PortalMutationMeta;
  }
}

const MAX_QUERY_RETRIES = 2;
const STALE_TIME_MS = 30_000;

/** Only failures that may heal by themselves are worth another try: no answer at all, or a 5xx. */
function isTransient(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/** Retry policy for queries: up to two more tries for network errors and 5xx, never for 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isTransient(error);
}

/**
 * The app's QueryClient. Errors surface in exactly one place — here — driven by `meta`, so fetchers
 * and the API client never show toasts themselves.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorMessage;
        // A 401 already ends the session and redirects; a toast on top would only be noise.
        if (!fallback || toApiError(error).status === 401) return;
        showToast({ variant: 'danger', message: toApiError(error, fallback).message });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) showToast({ variant: 'success', message });
        const roots = mutation.meta?.invalidates ?? [];
        await Promise.all(roots.map((root) => client.invalidateQueries({ queryKey: sharedRootKey(root) })));
      },
      onError: (error, _variables, _context, mutation) => {
        // As for queries: a 401 has already ended the session with its own notice.
        if (mutation.meta?.suppressErrorToast || toApiError(error).status === 401) return;
        showToast({ variant: 'danger', message: toApiError(error, mutation.meta?.errorMessage).message });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
