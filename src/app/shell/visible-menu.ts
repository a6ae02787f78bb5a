import { ROUTES_BY_KEY } from '@/app/route-table';
import type { MenuLink, MenuNode } from '@/app/shell/menu';
import { isAllowed, type AccessContext } from '@/lib/access';

function canOpen(link: MenuLink, context: AccessContext): boolean {
  const entry = ROUTES_BY_KEY.get(link.route);
  return entry ? isAllowed(entry.access, context) : false;
}

/** The menu without entries the user may not view, and without groups left empty (spec §2). */
export function visibleMenu(menu: readonly MenuNode[], context: AccessContext): MenuNode[] {
  return menu.flatMap((node): MenuNode[] => {
    if (node.type === 'link') return canOpen(node, context) ? [node] : [];
    const children = node.children.filter((child) => canOpen(child, context));
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The menu filtered by a search term: a group whose label matches keeps all its entries. */
export function searchMenu(menu: readonly MenuNode[], term: string): MenuNode[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...menu];
  const matches = (label: string) => label.toLowerCase().includes(needle);
  return menu.flatMap((node): MenuNode[] => {
    if (node.type === 'link') return matches(node.label) ? [node] : [];
    if (matches(node.label)) return [node];
    const children = node.children.filter((child) => matches(child.label));
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Every link of a menu, groups flattened, in order. */
export function menuLinks(menu: readonly MenuNode[]): MenuLink[] {
  return menu.flatMap((node) => (node.type === 'link' ? [node] : [...node.children]));
}
