import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { GripVertical } from 'react-bootstrap-icons';
import {
  MaterialRowContent,
  rowClassName,
  sameRow,
  type MaterialRowProps,
} from '@/features/resources/components/lesson-sidebar/material-row';

// One element for every handle: React skips an element it has already rendered.
const GRIP = <GripVertical aria-hidden="true" />;

/**
 * A row that drags by its handle; the rest of the row stays a plain link. Only the `li` and the
 * handle render as rows shift during a drag; the content is memoized apart.
 */
export const SortableMaterialRow = memo(function SortableMaterialRow(props: MaterialRowProps) {
  const { id, title } = props.material;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={rowClassName(props.active, isDragging)}
      data-material-id={id}
      // Only the rows in view are rendered while sorting: say where each sits in the whole list.
      aria-posinset={props.position + 1}
      aria-setsize={props.count}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="lesson-sidebar-handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag “${title}”`}
        title="Drag to move"
      >
        {GRIP}
      </button>
      <MaterialRowContent {...props} />
    </li>
  );
}, sameRow);
