import type { PathKey } from '@/config/paths';
import type { RouteEntry, RouteManifest } from '@/lib/route-manifest';

export type { RouteEntry } from '@/lib/route-manifest';

/** The app's own screens; every other route is declared by its feature. */
const appRoutes: RouteManifest = [
  { key: 'landing', label: 'Home', access: [], screen: () => import('@/app/pages/landing') },
];

/**
 * Every `src/features/<feature>/routes.ts` exports `routes`: a feature's routes join the table the day
 * its manifest exists, with no line to add here (tests/app/route-table.test.ts checks the exports).
 */
const featureManifests = import.meta.glob<RouteManifest>('@/features/*/routes.ts', { eager: true, import: 'routes' });

/** The one route table (house style §2): every path of spec §2 with its guard, read by the router, menu and breadcrumb. */
export const ROUTE_TABLE: readonly RouteEntry[] = [appRoutes, ...Object.values(featureManifests)].flat();

export const ROUTES_BY_KEY: ReadonlyMap<PathKey, RouteEntry> = new Map(ROUTE_TABLE.map((entry) => [entry.key, entry]));
