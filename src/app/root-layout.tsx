import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { SHELL_ROUTE_ID } from '@/app/shell/shell-id';
import { PageLoader } from '@/components/page-loader';

/** The app's loading state on a whole page: before the first screen, and while the shell opens. */
export function FullPageLoader({ label }: { label?: string }) {
  return (
    <div className="min-vh-100 d-flex align-items-center">
      <PageLoader label={label} />
    </div>
  );
}

/**
 * Outside the shell (sign-in, hand-off) a navigation into the shell waits for the shell's code and
 * the session; the page being left may already render nothing (signed in, it only redirects), so the
 * loading state shows instead of a blank page.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const inShell = useMatches().some((match) => match.id === SHELL_ROUTE_ID);
  if (!inShell && navigation.state === 'loading') return <FullPageLoader label="Opening the portal…" />;
  return <Outlet />;
}
