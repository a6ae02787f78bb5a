import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { NavLink, useLocation } from 'react-router-dom';
import { MENU, type MenuGroup, type MenuLink } from '@/app/shell/menu';
import { ExternalLinks } from '@/app/shell/external-links';
import { preloadScreen } from '@/app/shell/preload-screen';
import { searchMenu, visibleMenu } from '@/app/shell/visible-menu';
import { AreaIcon, type AreaIconName } from '@/components/area-icon';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

function EntryLabel({ icon, label }: { icon: AreaIconName; label: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <AreaIcon name={icon} size={16} className="flex-shrink-0" />
      {label}
    </span>
  );
}

function SidebarLink({ link }: { link: MenuLink }) {
  const preload = () => preloadScreen(link.route);
  return (
    <NavLink to={paths[link.route].path} className="sidebar-link nav-link" onMouseEnter={preload} onFocus={preload}>
      <EntryLabel icon={link.icon} label={link.label} />
    </NavLink>
  );
}

function SidebarGroup({ group, forceOpen }: { group: MenuGroup; forceOpen: boolean }) {
  const { pathname } = useLocation();
  const containsActive = group.children.some((child) => pathname.startsWith(paths[child.route].path));
  const [open, setOpen] = useState(containsActive);
  const expanded = forceOpen || open || containsActive;
  const id = `menu-group-${group.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        className="sidebar-group-toggle nav-link"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setOpen(!expanded)}
      >
        <EntryLabel icon={group.icon} label={group.label} />
        <span className="sidebar-caret" aria-hidden="true">
          {expanded ? '▾' : '▸'}
        </span>
      </button>
      <ul id={id} className="list-unstyled sidebar-children" hidden={!expanded}>
        {group.children.map((child) => (
          <li key={child.route}>
            <SidebarLink link={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The left menu (spec §2): entries the user may view, in the spec's order, with a search box. */
export function Sidebar() {
  const session = useSession();
  const [term, setTerm] = useState('');
  const allowed = useMemo(() => visibleMenu(MENU, session), [session]);
  const shown = useMemo(() => searchMenu(allowed, term), [allowed, term]);

  return (
    <aside className="sidebar" aria-label="Sidebar">
      <Form.Control
        type="search"
        size="sm"
        placeholder="Search menu"
        aria-label="Search menu"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        className="mb-2"
      />
      <nav aria-label="Main menu">
        <ul className="list-unstyled mb-0">
          {shown.map((node) =>
            node.type === 'link' ? (
              <li key={node.route}>
                <SidebarLink link={node} />
              </li>
            ) : (
              <SidebarGroup key={node.label} group={node} forceOpen={term.trim() !== ''} />
            ),
          )}
        </ul>
        {shown.length === 0 && <p className="small text-body-secondary px-2 mt-2">No menu entries match “{term}”.</p>}
      </nav>
      <ExternalLinks />
    </aside>
  );
}
