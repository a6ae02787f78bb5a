import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { loginRedirectUrl } from '@/app/session-loaders';
import { ToastViewport } from '@/components/toast-viewport';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { forgetSession } from '@/lib/session/end-session';
import { showToast } from '@/lib/toast-store';

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Query client, router and toasts for the whole app. */
export function AppProvider() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  useEffect(() => {
    // The backend's 401 ends the session cleanly: forget it here and sign in again, coming back after.
    setUnauthorizedHandler(() => {
      forgetSession(queryClient);
      showToast({ variant: 'warning', message: SESSION_EXPIRED_MESSAGE });
      void router.navigate(loginRedirectUrl(new URL(window.location.href)), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastViewport />
    </QueryClientProvider>
  );
}
