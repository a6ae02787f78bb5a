import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { NotAuthorizedPage } from '@/app/pages/not-authorized';
import { NotFoundPage } from '@/app/pages/not-found';
import { RouteErrorPage } from '@/app/pages/route-error';
import { ROUTE_TABLE, type ScreenKey } from '@/app/route-table';
import { guardLoader, requireSession } from '@/app/session-loaders';
import { SHELL_ROUTE_ID } from '@/app/shell/shell-id';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Screens that exist; every other route of the table shows "coming soon" until its issue lands. */
const SCREENS: Record<ScreenKey, () => Promise<{ Component: React.ComponentType }>> = {
  landing: page(() => import('@/app/pages/landing')),
  dashboard: page(() => import('@/features/dashboard/routes/dashboard')),
  profile: page(() => import('@/features/profile/routes/profile')),
  placementResults: page(() => import('@/features/placement-results/routes/placement-results')),
  placementEntry: page(() => import('@/features/placement-results/routes/placement-entry')),
  classrooms: page(() => import('@/features/classrooms/routes/classrooms')),
  classroom: page(() => import('@/features/classrooms/routes/classroom')),
  classroomStudent: page(() => import('@/features/classrooms/routes/classroom-student')),
  ebadges: page(() => import('@/features/ebadges/routes/ebadges')),
  ebadgesClass: page(() => import('@/features/ebadges/routes/ebadges-class')),
  gradebook: page(() => import('@/features/gradebook/routes/gradebook-subjects')),
  gradebookSubject: page(() => import('@/features/gradebook/routes/gradebook-sheet')),
  classroomReport: page(() => import('@/features/reports/routes/class-report')),
};
const comingSoon = async () => ({ Component: (await import('@/app/pages/coming-soon')).ComingSoonPage });

/** The one route table turned into the data router: every path of spec §2, each with its guard. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guarded: RouteObject[] = ROUTE_TABLE.map((entry) => ({
    path: paths[entry.key].path,
    loader: guardLoader(queryClient, entry),
    lazy: entry.screen ? SCREENS[entry.screen] : comingSoon,
    handle: { routeKey: entry.key },
    errorElement: <RouteErrorPage />,
  }));
  return [
    {
      path: paths.root.path,
      HydrateFallback: () => <PageLoader />,
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
            { index: true, loader: () => redirect(paths.landing.path) },
            ...guarded,
            { path: paths.notFound.path, Component: NotFoundPage, handle: {} },
            { path: paths.notAuthorized.path, Component: NotAuthorizedPage },
            { path: '*', loader: () => redirect(paths.notFound.path) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
