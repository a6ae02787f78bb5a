import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session/end-session';

/** Logout per spec §4: "/" after a successful call, "/login" when the call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const run = useCallback(async () => {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    const serverLoggedOut = await logout(queryClient);
    navigate(serverLoggedOut ? paths.root.path : paths.login.path, { replace: true });
  }, [isLoggingOut, navigate, queryClient]);
  return { logout: run, isLoggingOut };
}
