import Button from 'react-bootstrap/Button';
import { List } from 'react-bootstrap-icons';
import { ShellBreadcrumb } from '@/app/shell/breadcrumb';
import { ProfileMenu } from '@/app/shell/profile-menu';

export function TopBar({ sidebarMinimized, onToggleSidebar }: { sidebarMinimized: boolean; onToggleSidebar: () => void }) {
  return (
    <header className="top-bar d-flex align-items-center gap-3 px-3 border-bottom bg-body">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-inline-flex align-items-center"
        onClick={onToggleSidebar}
        aria-expanded={!sidebarMinimized}
        aria-controls="shell-sidebar"
      >
        <List aria-hidden="true" className="me-1" />
        {sidebarMinimized ? 'Show menu' : 'Hide menu'}
      </Button>
      <div className="flex-grow-1 min-w-0">
        <ShellBreadcrumb />
      </div>
      <ProfileMenu />
    </header>
  );
}
