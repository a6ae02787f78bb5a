import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link, useMatches, useParams } from 'react-router-dom';
import { ROUTES_BY_KEY, type RouteEntry } from '@/app/route-table';
import { paths, type PathKey } from '@/config/paths';
import { useCrumbNames } from '@/lib/page-crumbs';

export interface RouteHandle {
  routeKey?: PathKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeKey' in handle;
}

function fillPath(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The trail from the route table's parent links, each named by the screen once it has loaded its record
 * (Resources › Mathematics › Fractions › Lesson 3), the route's label until then.
 */
export function ShellBreadcrumb() {
  const matches = useMatches();
  const params = useParams();
  const names = useCrumbNames();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const trail: RouteEntry[] = [];
  let entry = handle?.routeKey ? ROUTES_BY_KEY.get(handle.routeKey) : undefined;
  while (entry) {
    trail.unshift(entry);
    entry = entry.parent ? ROUTES_BY_KEY.get(entry.parent) : undefined;
  }
  return (
    <Breadcrumb className="shell-breadcrumb mb-0" listProps={{ className: 'mb-0' }}>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.landing.path }} active={trail.length === 0}>
        Home
      </Breadcrumb.Item>
      {trail
        .filter((item) => item.key !== 'landing')
        .map((item, index, all) => {
          const last = index === all.length - 1;
          return (
            <Breadcrumb.Item
              key={item.key}
              active={last}
              linkAs={Link}
              linkProps={{ to: fillPath(paths[item.key].path, params) }}
            >
              {names[item.key] ?? item.label}
            </Breadcrumb.Item>
          );
        })}
    </Breadcrumb>
  );
}
