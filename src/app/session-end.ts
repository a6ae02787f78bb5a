import type { QueryClient } from '@tanstack/react-query';
import { loginRedirectUrl } from '@/app/session-loaders';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { forgetSession } from '@/lib/session/end-session';
import { showToast } from '@/lib/toast-store';

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please sign in again.';

interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
  state: { location: { pathname: string; search: string } };
}

/**
 * The backend's 401 ends the session cleanly: forget it on this device and go to sign-in, keeping
 * where the user was so they come back there. Returns the unregister function.
 */
export function handleUnauthorizedWith(queryClient: QueryClient, router: Navigator): () => void {
  setUnauthorizedHandler(() => {
    forgetSession(queryClient);
    showToast({ variant: 'warning', message: SESSION_EXPIRED_MESSAGE });
    const { pathname, search } = router.state.location;
    void router.navigate(loginRedirectUrl(new URL(`${pathname}${search}`, window.location.origin)), { replace: true });
  });
  return () => setUnauthorizedHandler(null);
}
