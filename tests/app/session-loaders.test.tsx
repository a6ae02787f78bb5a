import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardLoader } from '@/app/session-loaders';
import { setAccessToken } from '@/lib/auth-token';
import type { RouteEntry, RoutePrefetchContext, ScreenModule } from '@/lib/route-manifest';
import { loadSession } from '@/lib/session/load-session';
import { sessionWith } from '../session-fixture';

// The session as the server would give it, without a server: the guard's own decisions are under test.
vi.mock('@/lib/session/load-session', () => ({ loadSession: vi.fn() }));

const SESSION = sessionWith([]);

function screenEntry(access: RouteEntry['access'], prefetch: ScreenModule['prefetch']): RouteEntry {
  return { key: 'gradebookSubject', label: 'Gradebook details', access, screen: async () => ({ default: () => null, prefetch }) };
}

const loaderArgs = () => ({
  request: new Request('http://portal.test/gradebook/sy-1?term=2'),
  params: { subjectYearId: 'sy-1' },
});

describe("a route's guard", () => {
  afterEach(() => setAccessToken(null));

  it("starts the screen's first queries once access is checked, with the route's address and the session", async () => {
    setAccessToken('token-1');
    vi.mocked(loadSession).mockResolvedValue(SESSION);
    const queryClient = new QueryClient();
    const prefetch = vi.fn<(context: RoutePrefetchContext) => void>();

    await expect(guardLoader(queryClient, screenEntry([], prefetch))(loaderArgs())).resolves.toBeNull();

    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [context] = prefetch.mock.calls[0] ?? [];
    expect(context?.params).toEqual({ subjectYearId: 'sy-1' });
    expect(context?.url.searchParams.get('term')).toBe('2');
    expect(context?.session).toBe(SESSION);
    expect(context?.queryClient).toBe(queryClient);
  });

  it('asks for nothing when the user may not open the route', async () => {
    setAccessToken('token-1');
    vi.mocked(loadSession).mockResolvedValue(SESSION);
    const prefetch = vi.fn<(context: RoutePrefetchContext) => void>();

    const refused = await guardLoader(new QueryClient(), screenEntry([{ rule: 'principal' }], prefetch))(loaderArgs()).catch(
      (response: unknown) => response,
    );

    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/not-authorized');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks for nothing without a session: the user is sent to sign in', async () => {
    const prefetch = vi.fn<(context: RoutePrefetchContext) => void>();

    const refused = await guardLoader(new QueryClient(), screenEntry([], prefetch))(loaderArgs()).catch((response: unknown) => response);

    expect((refused as Response).headers.get('Location')).toBe('/login?nextUrl=%2Fgradebook%2Fsy-1%3Fterm%3D2');
    expect(prefetch).not.toHaveBeenCalled();
  });
});
