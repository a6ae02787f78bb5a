import type { PositionedItem } from '@/features/resources/rules/sidebar-filter';
import { MaterialRow } from '@/features/resources/components/lesson-sidebar/material-row';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';

/** Props shared by the plain and the sortable list. */
export interface MaterialListProps {
  rows: readonly PositionedItem<SidebarMaterial>[];
  /** Length of the whole list, for the last row's "Move down". */
  count: number;
  activeMaterialId?: string;
  anchorFor(materialId: string): string;
  /** Shows the up/down buttons; stable across renders so rows that did not move are not rendered again. */
  reorder?: (materialId: string, toIndex: number) => void;
  /** A move is in flight. */
  busy: boolean;
}

/** The materials as links, with up/down buttons when `reorder` is given; no drag and drop. */
export function MaterialList({ rows, count, activeMaterialId, anchorFor, reorder, busy }: MaterialListProps) {
  return (
    <ol className="lesson-sidebar-list" aria-busy={busy || undefined}>
      {rows.map(({ item, position }) => (
        <MaterialRow
          key={item.id}
          material={item}
          position={position}
          count={count}
          anchor={anchorFor(item.id)}
          active={item.id === activeMaterialId}
          reorder={reorder}
        />
      ))}
    </ol>
  );
}
