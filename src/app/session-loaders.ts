import type { QueryClient } from '@tanstack/react-query';
import { redirect, type Params } from 'react-router-dom';
import type { RouteEntry } from '@/app/route-table';
import { paths } from '@/config/paths';
import { isAllowed } from '@/lib/access';
import { isApiClientError } from '@/lib/api-error';
import { getAccessToken } from '@/lib/auth-token';
import { forgetSession } from '@/lib/session/end-session';
import type { Session } from '@/lib/session/session-context';

/** `/login?nextUrl=<the path asked for>` (spec §2). */
export function loginRedirectUrl(url: URL): string {
  const next = `${url.pathname}${url.search}`;
  return next === paths.root.path ? paths.login.path : paths.login.href(undefined, { nextUrl: next });
}

/** The session, or a redirect to sign-in when there is none or the server ended it. */
export async function requireSession(queryClient: QueryClient, request: Request): Promise<Session> {
  const url = new URL(request.url);
  if (!getAccessToken()) throw redirect(loginRedirectUrl(url));
  try {
    // Loaded on demand: the ability (CASL) and the session schemas are not needed to sign in.
    const { loadSession } = await import('@/lib/session/load-session');
    return await loadSession(queryClient);
  } catch (error) {
    if (isApiClientError(error) && error.response?.status === 401) {
      forgetSession(queryClient);
      throw redirect(loginRedirectUrl(url));
    }
    throw error;
  }
}

/**
 * Guards a route before its screen loads or fetches anything (house style §2), then lets the screen start its
 * first queries (its module's `prefetch`, lib/route-manifest.ts) without waiting for it to render. A screen whose
 * code fails to load is the router's to report: it imports the same module and shows its error page.
 */
export function guardLoader(queryClient: QueryClient, entry: RouteEntry) {
  return async ({ request, params }: { request: Request; params: Params }) => {
    const session = await requireSession(queryClient, request);
    if (!isAllowed(entry.access, session)) throw redirect(paths.notAuthorized.path);
    const url = new URL(request.url);
    void entry.screen().then(
      (screen) => screen.prefetch?.({ queryClient, params, url, session }),
      () => undefined,
    );
    return null;
  };
}
