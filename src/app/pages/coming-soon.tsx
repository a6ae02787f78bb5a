import { useMatches } from 'react-router-dom';
import { ROUTES_BY_KEY } from '@/app/route-table';
import type { RouteHandle } from '@/app/shell/breadcrumb';
import { PageHeader } from '@/components/page-header';

/** A route whose feature issue has not landed yet (README lists them). */
export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const label = handle?.routeKey ? ROUTES_BY_KEY.get(handle.routeKey)?.label : undefined;
  return (
    <>
      <PageHeader title={label ?? 'Coming soon'} />
      <div className="border rounded p-4 bg-body-tertiary">
        <p className="mb-0">This screen is coming soon. You have access to it, and it will appear here once it is built.</p>
      </div>
    </>
  );
}
