import '@/app/styles/bootstrap-shell.scss';
import '@/app/shell/shell.css';
import { AbilityProvider } from '@casl/react';
import { Suspense } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, Outlet, useNavigation, useRouteLoaderData } from 'react-router-dom';
import { Footer } from '@/app/shell/footer';
import { Sidebar } from '@/app/shell/sidebar';
import { TopBar } from '@/app/shell/top-bar';
import { SHELL_ROUTE_ID } from '@/app/shell/shell-id';
import { useSidebarMode, type SidebarMode } from '@/app/shell/use-sidebar-mode';
import { DefaultPasswordPrompt } from '@/features/profile/components/default-password-prompt';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { env } from '@/lib/env';
import { SessionContext, type Session } from '@/lib/session/session-context';
import { useSessionCheck } from '@/lib/session/use-session-check';

function SidebarModeSelect({ mode, onChange }: { mode: SidebarMode; onChange: (mode: SidebarMode) => void }) {
  return (
    <Form.Group controlId="sidebar-mode" className="mt-3 px-1">
      <Form.Label className="small text-body-secondary mb-1">Menu behaviour</Form.Label>
      <Form.Select size="sm" value={mode} onChange={(event) => onChange(event.target.value as SidebarMode)}>
        <option value="responsive">Responsive</option>
        <option value="shown">Always shown</option>
        <option value="hidden">Hidden</option>
      </Form.Select>
    </Form.Group>
  );
}

/** The logged-in shell: left menu, top bar with breadcrumb and profile, footer (spec §1). */
export default function ShellLayout() {
  const session = useRouteLoaderData(SHELL_ROUTE_ID) as Session;
  const navigation = useNavigation();
  const sidebar = useSidebarMode();
  useSessionCheck(session);

  return (
    <SessionContext value={session}>
      <AbilityProvider value={session.ability}>
        <a href="#main-content" className="visually-hidden-focusable skip-link">
          Skip to content
        </a>
        <div className="shell" data-sidebar-minimized={sidebar.minimized}>
          <div id="shell-sidebar" className="shell-sidebar border-end bg-body-tertiary" hidden={sidebar.minimized}>
            <Link to={paths.landing.path} className="shell-brand d-flex align-items-center gap-2 px-3 py-3">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <span className="fw-semibold">{env.productName}</span>
            </Link>
            <div className="px-2 pb-3">
              <Sidebar />
              <SidebarModeSelect mode={sidebar.mode} onChange={sidebar.setMode} />
            </div>
          </div>
          <div className="shell-main d-flex flex-column min-vh-100">
            <TopBar sidebarMinimized={sidebar.minimized} onToggleSidebar={sidebar.toggle} />
            <main id="main-content" className="flex-grow-1 p-3 p-lg-4" tabIndex={-1}>
              {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </main>
            <Footer />
          </div>
        </div>
        <DefaultPasswordPrompt hasDefaultPassword={session.user.hasDefaultPassword} />
      </AbilityProvider>
    </SessionContext>
  );
}
