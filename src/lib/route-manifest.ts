import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { AreaIconName } from '@/components/area-icon';
import type { PathKey } from '@/config/paths';
import type { Subject } from '@/config/permissions';
import type { AccessRequirement } from '@/lib/access';
import type { Session } from '@/lib/session/session-context';

/** The sidebar groups of spec §2; a feature puts its entries in one by name. */
export type MenuGroupName = 'Form Class' | 'Grade' | 'SVE' | 'File Sharing' | 'Co-Curricular Activities';

/** Where a route appears in the sidebar and as a landing tile. */
export interface MenuPlacement {
  /** Place in the spec §2 order: entries sort by it, and a group sits where its first entry does. */
  order: number;
  group?: MenuGroupName;
  /** Only where the spec's menu names the entry differently from its breadcrumb ("Placement Test Result"). */
  label?: string;
  icon: AreaIconName;
  /** One line on the landing tile: what the area is for. */
  description: string;
}

/** What a screen's `prefetch` is given: the route's address and the session its guard has just checked. */
export interface RoutePrefetchContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  session: Session;
}

/**
 * A lazy screen's module. Its optional `prefetch` starts the screen's first queries from the route's guard, once
 * access is checked (app/session-loaders.ts): on a hard load or a deep link they leave beside the screen's code
 * and the shell's render instead of after them. It asks for what the screen asks for first, with the same options.
 */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: (context: RoutePrefetchContext) => void;
}

/** One route of a feature's manifest, read by the router, the guard, the sidebar and the breadcrumb alike. */
export interface RouteEntry {
  key: PathKey;
  /** Breadcrumb label, and the menu label unless the placement says otherwise. */
  label: string;
  /** Every requirement must hold; empty means any signed-in user. */
  access: readonly AccessRequirement[];
  /** The breadcrumb's parent. */
  parent?: PathKey;
  /** The lazy screen. */
  screen: () => Promise<ScreenModule>;
  menu?: MenuPlacement;
}

/** What `src/features/<feature>/routes.ts` exports as `routes`; the app concatenates them. */
export type RouteManifest = readonly RouteEntry[];

export const view = (subject: Subject): AccessRequirement => ({ action: 'view', subject });
export const homeroom: AccessRequirement = { rule: 'homeroom' };
export const principal: AccessRequirement = { rule: 'principal' };
