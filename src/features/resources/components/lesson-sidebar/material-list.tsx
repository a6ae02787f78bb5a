import type { PositionedItem } from '@/features/resources/rules/sidebar-filter';
import { MaterialRow, type RowReorder } from '@/features/resources/components/lesson-sidebar/material-row';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';

/** Props shared by the plain and the sortable list. */
export interface MaterialListProps {
  rows: readonly PositionedItem<SidebarMaterial>[];
  /** Length of the whole list, for the last row's "Move down". */
  count: number;
  activeMaterialId?: string;
  anchorFor(materialId: string): string;
  reorder?: RowReorder;
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
