import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { MaterialListProps } from '@/features/resources/components/lesson-sidebar/material-list';
import { SortableMaterialRow } from '@/features/resources/components/lesson-sidebar/sortable-material-row';
import { dragAccessibility } from '@/features/resources/components/lesson-sidebar/drag-announcements';

/** A small threshold so a click on the handle is not a drag. */
const POINTER_ACTIVATION = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The whole list, sortable by drag and drop with the pointer or the keyboard (Space, arrows, Space),
 * with up/down buttons too. Loaded only once order editing is turned on.
 */
export function SortableMaterialList({ rows, count, activeMaterialId, anchorFor, reorder, busy }: MaterialListProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_ACTIVATION), useSensor(KeyboardSensor, KEYBOARD));
  const ids = useMemo(() => rows.map(({ item }) => item.id), [rows]);
  const accessibility = useMemo(() => dragAccessibility(rows.map(({ item }) => item)), [rows]);

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || !reorder) return;
    reorder.onMove(String(active.id), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={busy}>
        <ol className="lesson-sidebar-list" aria-busy={busy || undefined}>
          {rows.map(({ item, position }) => (
            <SortableMaterialRow
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
      </SortableContext>
    </DndContext>
  );
}
