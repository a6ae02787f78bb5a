import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { NotAuthorizedPage } from '@/app/pages/not-authorized';
import { NotFoundPage } from '@/app/pages/not-found';
import { RouteErrorPage } from '@/app/pages/route-error';
import { loadDemoAccounts } from '@/app/demo-backend';
import { FullPageLoader, RootLayout } from '@/app/root-layout';
import { ROUTE_TABLE } from '@/app/route-table';
import { guardLoader, requireSession } from '@/app/session-loaders';
import { SHELL_ROUTE_ID } from '@/app/shell/shell-id';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { provideDemoAccounts } from '@/features/auth/demo-accounts-source';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const PageLoaderScreen = () => <PageLoader />;

/** The one route table turned into the data router: every path of spec §2, each with its guard. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  provideDemoAccounts(loadDemoAccounts);
  const guarded: RouteObject[] = ROUTE_TABLE.map((entry) => ({
    path: paths[entry.key].path,
    loader: guardLoader(queryClient, entry),
    lazy: page(entry.screen),
    handle: { routeKey: entry.key },
    errorElement: <RouteErrorPage />,
  }));
  return [
    {
      path: paths.root.path,
      Component: RootLayout,
      HydrateFallback: () => <FullPageLoader />,
      children: [
        { path: paths.login.path, lazy: page(() => import('@/features/auth/routes/login')) },
        { path: paths.handoff.path, lazy: page(() => import('@/features/auth/routes/handoff')) },
        {
          id: SHELL_ROUTE_ID,
          loader: ({ request }) => requireSession(queryClient, request),
          // Re-check on every navigation so that a session ended elsewhere (logout, 401) is noticed.
          shouldRevalidate: () => true,
          lazy: page(() => import('@/app/shell/shell-layout')),
          errorElement: <RouteErrorPage />,
          children: [
            // A route's loader runs before it renders, but the router still renders the matched leaf
            // while it hydrates: redirect-only routes show the loading state rather than nothing.
            { index: true, loader: () => redirect(paths.landing.path), Component: PageLoaderScreen },
            ...guarded,
            { path: paths.notFound.path, Component: NotFoundPage, handle: {} },
            { path: paths.notAuthorized.path, Component: NotAuthorizedPage },
            { path: '*', loader: () => redirect(paths.notFound.path), Component: PageLoaderScreen },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
