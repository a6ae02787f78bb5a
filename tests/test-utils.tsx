import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/toast-viewport';
import { createQueryClient } from '@/lib/query-client';
import { clearToasts } from '@/lib/toast-store';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions {
  /** The address the memory router starts at. */
  url?: string;
  /** The route pattern the element is mounted on (for `useParams`). */
  path?: string;
  /** Reuse a client, e.g. to inspect the cache after the test acts. */
  queryClient?: QueryClient;
  /** Extra providers around the router (e.g. the ability), outermost first. */
  wrapper?: (children: ReactNode) => ReactNode;
}

/** What {@link renderWithProviders} returns on top of Testing Library's render result. */
export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** The app's QueryClient with retries off, so a failing request fails the test at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

/**
 * Renders `ui` inside the real providers: a fresh QueryClient, a memory data router at `url`, and
 * the toast viewport. Any other route renders nothing, so navigation can be asserted on `router`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path, queryClient = createTestQueryClient(), wrapper }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  clearToasts();
  const routePath = path ?? new URL(url, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastViewport />
    </QueryClientProvider>
  );
  const result = render(wrapper ? <>{wrapper(tree)}</> : tree);
  return { ...result, user: userEvent.setup(), router, queryClient };
}
