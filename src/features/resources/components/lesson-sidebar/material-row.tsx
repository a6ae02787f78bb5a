import { memo, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { MATERIAL_TYPE_LABELS, MaterialTypeIcon } from '@/features/resources/components/lesson-sidebar/material-type-icon';
import { MoveButtons } from '@/features/resources/components/lesson-sidebar/move-buttons';
import { scrollToAnchor } from '@/features/resources/components/lesson-sidebar/scroll-to-anchor';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';

/** Up/down buttons of a row while order editing is on. */
export interface RowReorder {
  /** Another move is in flight. */
  busy: boolean;
  onMove(materialId: string, toIndex: number): void;
}

/** Props of {@link MaterialRow}. */
export interface MaterialRowProps {
  material: SidebarMaterial;
  /** 0-based position in the whole list, filtered or not. */
  position: number;
  count: number;
  anchor: string;
  active: boolean;
  reorder?: RowReorder;
  /** The drag handle, when the row is sortable. */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

function followAnchor(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  // New-tab and download clicks keep the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToAnchor(anchor, { motion: 'smooth', updateHash: true })) event.preventDefault();
}

/** One material: position, type, title as a link to its anchor, and the move buttons when editing. */
export const MaterialRow = memo(function MaterialRow(props: MaterialRowProps) {
  const { material, position, count, anchor, active, reorder, handle, rowRef, style, dragging } = props;
  const { id, title, materialType } = material;
  const classes = ['lesson-sidebar-row', active && 'is-active', dragging && 'is-dragging'].filter(Boolean).join(' ');
  return (
    <li ref={rowRef} style={style} className={classes}>
      {handle}
      <a
        href={`#${encodeURIComponent(anchor)}`}
        className="lesson-sidebar-link"
        title={title}
        aria-current={active ? 'location' : undefined}
        onClick={(event) => followAnchor(event, anchor)}
      >
        <span className="lesson-sidebar-position">{position + 1}</span>{' '}
        <MaterialTypeIcon type={materialType} />
        <span className="lesson-sidebar-title">{title}</span>
        <span className="visually-hidden">, {MATERIAL_TYPE_LABELS[materialType]}</span>
      </a>
      {reorder && (
        <MoveButtons
          materialId={id}
          title={title}
          position={position}
          count={count}
          busy={reorder.busy}
          onMove={reorder.onMove}
        />
      )}
    </li>
  );
});
