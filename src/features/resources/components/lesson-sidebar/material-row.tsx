import { memo, type MouseEvent } from 'react';
import { MaterialTypeIcon } from '@/features/resources/components/lesson-sidebar/material-type-icon';
import { MoveButtons } from '@/features/resources/components/lesson-sidebar/move-buttons';
import { scrollToAnchor } from '@/features/resources/components/lesson-sidebar/scroll-to-anchor';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';

/** Props of {@link MaterialRowContent} and {@link MaterialRow}. */
export interface MaterialRowProps {
  material: SidebarMaterial;
  /** 0-based position in the whole list, filtered or not. */
  position: number;
  count: number;
  anchor: string;
  active: boolean;
  /** Shows the up/down buttons (order editing on, no search). */
  reorder?: (materialId: string, toIndex: number) => void;
}

export function rowClassName(active: boolean, dragging = false): string {
  return ['lesson-sidebar-row', active && 'is-active', dragging && 'is-dragging'].filter(Boolean).join(' ');
}

function followAnchor(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  // New-tab and download clicks keep the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToAnchor(anchor, { motion: 'smooth', updateHash: true })) event.preventDefault();
}

/** A refetch brings new objects for unchanged materials: compare what a row shows, not identities. */
export function sameRow(previous: MaterialRowProps, next: MaterialRowProps): boolean {
  return (
    previous.material.id === next.material.id &&
    previous.material.title === next.material.title &&
    previous.material.materialType === next.material.materialType &&
    previous.position === next.position &&
    previous.count === next.count &&
    previous.anchor === next.anchor &&
    previous.active === next.active &&
    previous.reorder === next.reorder
  );
}

/**
 * Inside a row: position, type, title as a link to its anchor, and the move buttons. Memoized apart
 * from the row itself, so a drag that only shifts rows (a new transform) does not render it again.
 */
export const MaterialRowContent = memo(function MaterialRowContent(props: MaterialRowProps) {
  const { material, position, count, anchor, active, reorder } = props;
  const { id, title, materialType } = material;
  return (
    <>
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
      {reorder && <MoveButtons materialId={id} title={title} position={position} count={count} onMove={reorder} />}
    </>
  );
}, sameRow);

/** A row of the plain (not sortable) list. */
export const MaterialRow = memo(function MaterialRow(props: MaterialRowProps) {
  return (
    <li className={rowClassName(props.active)} data-material-id={props.material.id}>
      <MaterialRowContent {...props} />
    </li>
  );
}, sameRow);
