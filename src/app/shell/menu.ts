import { ROUTE_TABLE } from '@/app/route-table';
import type { AreaIconName } from '@/components/area-icon';
import type { PathKey } from '@/config/paths';
import type { MenuGroupName, RouteEntry } from '@/lib/route-manifest';

export interface MenuLink {
  type: 'link';
  route: PathKey;
  label: string;
  /** The route's own label: a landing tile stands outside its menu group ("SVE Assignments", not "Assignment"). */
  title: string;
  icon: AreaIconName;
  /** One line on the landing tile. */
  description: string;
}
export interface MenuGroup {
  type: 'group';
  label: MenuGroupName;
  icon: AreaIconName;
  children: readonly MenuLink[];
}
export type MenuNode = MenuLink | MenuGroup;

const GROUP_ICONS: Record<MenuGroupName, AreaIconName> = {
  'Form Class': 'users',
  Grade: 'graduationCap',
  SVE: 'fileText',
  'File Sharing': 'share',
  'Co-Curricular Activities': 'trophy',
};

/**
 * The sidebar of spec §2, built from the routes' menu placements in their order: a group sits where
 * its first entry does. Who may see an entry is read from the same route entries (visible-menu.ts).
 */
export function buildMenu(table: readonly RouteEntry[]): MenuNode[] {
  const placed = table.flatMap((entry) => (entry.menu ? [{ entry, menu: entry.menu }] : []));
  placed.sort((a, b) => a.menu.order - b.menu.order);
  const menu: MenuNode[] = [];
  const groups = new Map<MenuGroupName, MenuLink[]>();
  for (const { entry, menu: placement } of placed) {
    const link: MenuLink = {
      type: 'link',
      route: entry.key,
      label: placement.label ?? entry.label,
      title: entry.label,
      icon: placement.icon,
      description: placement.description,
    };
    if (!placement.group) {
      menu.push(link);
      continue;
    }
    const children = groups.get(placement.group);
    if (children) {
      children.push(link);
      continue;
    }
    const started = [link];
    groups.set(placement.group, started);
    menu.push({ type: 'group', label: placement.group, icon: GROUP_ICONS[placement.group], children: started });
  }
  return menu;
}

export const MENU: readonly MenuNode[] = buildMenu(ROUTE_TABLE);
