import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, ROUTES_BY_KEY } from '@/app/route-table';
import { buildMenu, MENU } from '@/app/shell/menu';
import { menuLinks } from '@/app/shell/visible-menu';
import { paths, type PathKey } from '@/config/paths';

/** Paths the router places itself, outside the route table (sign-in, hand-off, error pages). */
const STRUCTURAL: readonly PathKey[] = ['root', 'login', 'handoff', 'notFound', 'notAuthorized'];

describe('the route table concatenated from the features’ manifests', () => {
  it('has every feature manifest export its routes', () => {
    const manifests = import.meta.glob('@/features/*/routes.ts', { eager: true });
    expect(Object.keys(manifests).length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(manifests)) {
      expect(module, file).toHaveProperty('routes', expect.any(Array));
    }
  });

  it('gives every path of config/paths exactly one entry, and each parent exists', () => {
    const keys = ROUTE_TABLE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const routed = (Object.keys(paths) as PathKey[]).filter((key) => !STRUCTURAL.includes(key));
    expect([...keys].sort()).toEqual([...routed].sort());
    for (const entry of ROUTE_TABLE) {
      if (entry.parent) expect(ROUTES_BY_KEY.has(entry.parent), `${entry.key} → ${entry.parent}`).toBe(true);
    }
  });

  it('builds the menu from the placements: an icon and a one-line description each, labels said once', () => {
    const links = menuLinks(MENU);
    expect(links).toHaveLength(ROUTE_TABLE.filter((entry) => entry.menu).length);
    for (const link of links) {
      expect(link.description.length, link.route).toBeGreaterThan(10);
      expect(link.description, link.route).not.toContain('\n');
    }
    // A placement names the entry only where the spec's menu says it differently from the breadcrumb.
    for (const entry of ROUTE_TABLE) {
      if (entry.menu?.label !== undefined) expect(entry.menu.label, entry.key).not.toBe(entry.label);
    }
  });

  it('places a group where its first entry sits, whichever manifest declares the entries', () => {
    // The menu never loads a screen; this one only satisfies the entry's type.
    const screen = () => Promise.resolve({ default: () => null });
    const menu = buildMenu([
      {
        key: 'calendar',
        screen,
        label: 'Calendar',
        access: [],
        menu: { order: 30, icon: 'calendar', description: 'Key dates.' },
      },
      {
        key: 'conduct',
        screen,
        label: 'Conduct',
        access: [],
        menu: { order: 21, group: 'Form Class', icon: 'shieldCheck', description: 'Grades.' },
      },
      {
        key: 'dashboard',
        screen,
        label: 'Dashboard',
        access: [],
        menu: { order: 10, icon: 'dashboard', description: 'At a glance.' },
      },
      {
        key: 'remark',
        screen,
        label: 'Remark',
        access: [],
        menu: { order: 20, group: 'Form Class', icon: 'message', description: 'Remarks.' },
      },
      { key: 'remarkClass', label: 'Class remarks', access: [], parent: 'remark', screen },
    ]);
    expect(
      menu.map((node) =>
        node.type === 'link' ? node.label : `${node.label}: ${node.children.map((c) => c.label).join(', ')}`,
      ),
    ).toEqual(['Dashboard', 'Form Class: Remark, Conduct', 'Calendar']);
  });
});
