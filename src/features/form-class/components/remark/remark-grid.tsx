import Form from 'react-bootstrap/Form';
import './remark-grid.css';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
import type { RemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { RemarkRow } from '@/features/form-class/components/remark/remark-row';
import type { RemarkSlips } from '@/features/form-class/components/remark/remark-slips';

/** Props of {@link RemarkGrid}. */
export interface RemarkGridProps {
  caption: string;
  students: readonly { id: string; fullName: string }[];
  store: EntryGridStore;
  column: RemarkColumn;
  selected: ReadonlySet<string>;
  onToggle: (studentId: string) => void;
  onToggleAll: (select: boolean) => void;
  serverErrors: ReadonlyMap<string, string[]>;
  /** The remark checks' findings, live as the teacher types. */
  slips: RemarkSlips;
  hintId: string;
}

/** The class's students, one remark editor each, with a selection for the comment bank. */
export function RemarkGrid({
  caption,
  students,
  store,
  column,
  selected,
  onToggle,
  onToggleAll,
  serverErrors,
  slips,
  hintId,
}: RemarkGridProps) {
  const all = students.length > 0 && selected.size === students.length;
  return (
    <EntryGridTable
      caption={caption}
      className="remark-grid"
      align="top"
      colgroup={
        <>
          <col className="remark-grid-select" />
          <col className="entry-grid-index" />
          <col className="entry-grid-student" />
          <col />
        </>
      }
      leading={
        <th scope="col" className="text-center">
          <Form.Check aria-label="Select all students" checked={all} onChange={() => onToggleAll(!all)} />
        </th>
      }
      headers={<th scope="col">Remark</th>}
    >
      {students.map((student, row) => (
        <RemarkRow
          key={student.id}
          store={store}
          column={column}
          row={row}
          student={student}
          selected={selected.has(student.id)}
          onToggle={onToggle}
          serverErrors={serverErrors.get(student.id)}
          slips={slips}
          hintId={hintId}
        />
      ))}
    </EntryGridTable>
  );
}
