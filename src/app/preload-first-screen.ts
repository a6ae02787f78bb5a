import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '@/app/route-table';
import { paths } from '@/config/paths';
import { getAccessToken } from '@/lib/auth-token';

/**
 * Starts downloading the code a signed-in deep link needs (the shell, the session loader, the API client
 * and the page's screen) while the demo backend starts, rather than after it: the router asks for the same
 * modules later and gets them from the module map. Signed out, nothing is fetched, so the sign-in
 * page's first load stays as small as it was.
 */
export function preloadFirstScreen(pathname: string): void {
  if (!getAccessToken()) return;
  const entry = ROUTE_TABLE.find((candidate) => matchPath(paths[candidate.key].path, pathname));
  // The API client too: src/lib/endpoint.ts would otherwise ask for it only with the session's first call.
  const loads: Promise<unknown>[] = [import('@/app/shell/shell-layout'), import('@/lib/session/load-session'), import('@/lib/api-client')];
  if (entry?.screen) loads.push(entry.screen());
  // A failed download is the router's to report: it imports the same module again and shows its error page.
  loads.forEach((load) => load.catch(() => undefined));
}
