import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useState, type RefObject } from 'react';
import type { MaterialListProps } from '@/features/resources/components/lesson-sidebar/material-list';
import { SortableMaterialRow } from '@/features/resources/components/lesson-sidebar/sortable-material-row';
import { dragAccessibility } from '@/features/resources/components/lesson-sidebar/drag-announcements';
import { listKeyboardCoordinates } from '@/features/resources/components/lesson-sidebar/keyboard-coordinates';
import { useRowWindow } from '@/features/resources/components/lesson-sidebar/use-row-window';

/** A small threshold so a click on the handle is not a drag. */
const POINTER_ACTIVATION = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: listKeyboardCoordinates };
/** `.lesson-sidebar-list` padding (0.25rem). */
const LIST_PADDING_PX = 4;

/**
 * The whole list, sortable by drag and drop with the pointer or the keyboard (Space, arrows, Space),
 * with up/down buttons too. Loaded only once order editing is turned on. A drop while another move is in
 * flight is ignored by `reorder` rather than by disabling the context, which would render every row twice
 * per move.
 */
export function SortableMaterialList(props: MaterialListProps & { scrollRef: RefObject<HTMLElement | null> }) {
  const { rows, count, activeMaterialId, anchorFor, reorder, busy, scrollRef } = props;
  const sensors = useSensors(useSensor(PointerSensor, POINTER_ACTIVATION), useSensor(KeyboardSensor, KEYBOARD));
  const ids = useMemo(() => rows.map(({ item }) => item.id), [rows]);
  const accessibility = useMemo(() => dragAccessibility(rows.map(({ item }) => item)), [rows]);
  const rowWindow = useRowWindow(rows.length, scrollRef);
  const [dragged, setDragged] = useState(-1);

  // The dragged row stays rendered even when scrolled out of view: dnd-kit needs its element.
  let start = rowWindow?.start ?? 0;
  let end = rowWindow?.end ?? rows.length;
  if (dragged !== -1) {
    start = Math.min(start, dragged);
    end = Math.max(end, dragged + 1);
  }
  // The rows not rendered keep their room, so the scrollbar and every row's place stay true.
  const rowHeight = rowWindow?.rowHeight ?? 0;
  const spacers = rowWindow && {
    paddingTop: LIST_PADDING_PX + start * rowHeight,
    paddingBottom: LIST_PADDING_PX + (rows.length - end) * rowHeight,
  };

  // Only the list scrolls under a drag: the sidebar is sticky, so scrolling the window would move the
  // rows' measured places and not the rows.
  const autoScroll = useMemo(() => ({ canScroll: (element: Element) => element === scrollRef.current }), [scrollRef]);

  function dragStart({ active }: DragStartEvent) {
    setDragged(ids.indexOf(String(active.id)));
  }

  function dragEnd({ active, over }: DragEndEvent) {
    setDragged(-1);
    if (!over || active.id === over.id || !reorder) return;
    reorder(String(active.id), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      autoScroll={autoScroll}
      onDragStart={dragStart}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragged(-1)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="lesson-sidebar-list" aria-busy={busy || undefined} style={spacers ?? undefined}>
          {rows.slice(start, end).map(({ item, position }) => (
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
