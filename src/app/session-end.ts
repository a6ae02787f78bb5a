import type { QueryClient } from '@tanstack/react-query';
import { loginRedirectUrl } from '@/app/session-loaders';
import { login } from '@/features/auth/api/login';
import { signInErrorMessage } from '@/features/auth/rules/sign-in-error';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { setAccessToken, subscribeToAccessToken } from '@/lib/auth-token';
import { forgetSession } from '@/lib/session/end-session';
import type { SelfUser } from '@/domain/auth/self-user';
import { sessionKeys } from '@/lib/session/session-keys';
import { getSessionStatus, hasUnsavedWork, resumeSession, setSessionStatus } from '@/lib/session/session-status';
import { showToast } from '@/lib/toast-store';
import { setUnauthorizedHandler } from '@/lib/unauthorized-handler';

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please sign in again.';
export const SIGNED_IN_AGAIN_MESSAGE =
  'You are signed in again. Your unsaved changes are still here: save them when you are ready.';
export const OTHER_USER_MESSAGE =
  'Someone else signed in in another tab, so the unsaved changes on this page were discarded.';

interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
  state: { location: { pathname: string; search: string } };
}

/** The self user's id as the server sees the current token (loaded on demand: it needs zod). */
async function currentUserId(): Promise<string> {
  const { fetchSelfUser } = await import('@/lib/session/self-user');
  return (await fetchSelfUser()).id;
}

/**
 * Ends the session cleanly in every tab — on the backend's 401 here, or when another tab signs out
 * (the token's `storage` event) — without losing typed work:
 * - a tab without unsaved work forgets the session and goes to `/login?nextUrl=<where it was>`;
 * - a tab with unsaved work (an entry grid's guard holds it) keeps the page and the typed values in
 *   memory and asks the same user to sign in again in place; once they have, the draft is written
 *   back and they save as usual. Another user signing in (in any tab) discards that work.
 * Returns the unregister function.
 */
export function handleUnauthorizedWith(queryClient: QueryClient, router: Navigator): () => void {
  const here = () => {
    const { pathname, search } = router.state.location;
    return new URL(`${pathname}${search}`, window.location.origin);
  };

  function toSignIn() {
    forgetSession(queryClient);
    showToast({ variant: 'warning', message: SESSION_EXPIRED_MESSAGE });
    void router.navigate(loginRedirectUrl(here()), { replace: true });
  }

  /** Gives the unsaved work up, then goes to `to` (the same page re-loads for whoever is signed in). */
  function discardWorkAndGo(to: string) {
    setSessionStatus({ state: 'discarding' });
    queryClient.clear();
    void router.navigate(to, { replace: true }).finally(resumeSession);
  }

  /** After a new token while the work waits: the same user resumes, anyone else discards it. */
  async function settleNewToken(userId: string) {
    if ((await currentUserId()) === userId) {
      resumeSession();
      showToast({ variant: 'success', message: SIGNED_IN_AGAIN_MESSAGE });
    } else {
      showToast({ variant: 'warning', message: OTHER_USER_MESSAGE });
      const { pathname, search } = router.state.location;
      discardWorkAndGo(`${pathname}${search}`);
    }
  }

  function endSession() {
    if (getSessionStatus().state !== 'active') return;
    const user = queryClient.getQueryData<SelfUser>(sessionKeys.selfUser());
    if (!user || !hasUnsavedWork()) {
      toSignIn();
      return;
    }
    // Every other tab learns of it through the token's storage event.
    setAccessToken(null);
    void queryClient.cancelQueries();
    setSessionStatus({
      state: 'ended',
      username: user.username,
      signIn: async (password) => {
        try {
          const auth = await login({ username: user.username, password });
          setAccessToken(auth.accessToken);
        } catch (error) {
          throw new Error(signInErrorMessage(error));
        }
        await settleNewToken(user.id).catch((error: unknown) => {
          throw new Error(toApiError(error).message);
        });
      },
      discard: () => discardWorkAndGo(loginRedirectUrl(here())),
    });
  }

  setUnauthorizedHandler(endSession);
  const unsubscribe = subscribeToAccessToken((token, source) => {
    if (source !== 'other-tab') return;
    const status = getSessionStatus();
    if (token === null) {
      const { pathname } = router.state.location;
      if (pathname !== paths.login.path && pathname !== paths.handoff.path) endSession();
    } else if (status.state === 'ended') {
      const user = queryClient.getQueryData<SelfUser>(sessionKeys.selfUser());
      // The other tab's token may not be known here yet (the demo backend lives in each tab): the
      // in-place sign-in stays until it is settled one way or the other.
      if (user) settleNewToken(user.id).catch(() => undefined);
    }
  });
  return () => {
    setUnauthorizedHandler(null);
    unsubscribe();
  };
}
