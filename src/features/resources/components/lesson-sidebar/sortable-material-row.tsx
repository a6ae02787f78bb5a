import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'react-bootstrap-icons';
import { MaterialRow, type MaterialRowProps } from '@/features/resources/components/lesson-sidebar/material-row';

/** A row that drags by its handle; the rest of the row stays a plain link. */
export function SortableMaterialRow(props: MaterialRowProps) {
  const { id, title } = props.material;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className="lesson-sidebar-handle"
      {...attributes}
      {...listeners}
      aria-label={`Drag “${title}”`}
      title="Drag to move"
    >
      <GripVertical aria-hidden="true" />
    </button>
  );
  return (
    <MaterialRow
      {...props}
      handle={handle}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}
