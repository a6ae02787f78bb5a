import Form from 'react-bootstrap/Form';
import './remark-grid.css';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
import type { RemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { RemarkRow } from '@/features/form-class/components/remark/remark-row';
import { useRemarkSlips } from '@/features/form-class/components/remark/use-remark-slips';
import type { Gender } from '@/domain/school/enums';

/** Props of {@link RemarkGrid}. */
export interface RemarkGridProps {
  caption: string;
  students: readonly { id: string; fullName: string; gender: Gender; recordId: string }[];
  term: number;
  store: EntryGridStore;
  column: RemarkColumn;
  selected: ReadonlySet<string>;
  onToggle: (studentId: string) => void;
  onToggleAll: (select: boolean) => void;
  serverErrors: ReadonlyMap<string, string[]>;
  /** Locked by the reports' sign-off, or not the user's to change. */
  readOnly: boolean;
  hintId: string;
}

/** The class's students, one remark editor each, with a selection for the comment bank. */
export function RemarkGrid({
  caption,
  students,
  term,
  store,
  column,
  selected,
  onToggle,
  onToggleAll,
  serverErrors,
  readOnly,
  hintId,
}: RemarkGridProps) {
  const slips = useRemarkSlips(store, students);
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
          term={term}
          selected={selected.has(student.id)}
          onToggle={onToggle}
          serverErrors={serverErrors.get(student.id)}
          slips={slips.get(student.id) ?? ''}
          readOnly={readOnly}
          hintId={hintId}
        />
      ))}
    </EntryGridTable>
  );
}
