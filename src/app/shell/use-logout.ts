import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session/end-session';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

/** Logout per spec §4: "/" after a successful call, "/login" when the call failed. Single-flight like every mutation. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useSingleFlightMutation({
    mutationKey: ['auth', 'logout'],
    // Never fails: `logout` clears everything whatever the server said and reports how the call went.
    mutationFn: () => logout(queryClient),
    onSuccess: (serverLoggedOut) => navigate(serverLoggedOut ? paths.root.path : paths.login.path, { replace: true }),
  });
  return { logout: () => mutation.mutateAsync().catch(() => undefined), isLoggingOut: mutation.isPending };
}
