import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import './remark-grid.css';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { RemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { RemarkRow } from '@/features/form-class/components/remark/remark-row';

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
  hintId,
}: RemarkGridProps) {
  const all = students.length > 0 && selected.size === students.length;
  return (
    <div className="table-responsive border rounded">
      <Table size="sm" className="align-top mb-0 remark-grid">
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col className="remark-grid-select" />
          <col className="remark-grid-index" />
          <col className="remark-grid-student" />
          <col />
        </colgroup>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-center">
              <Form.Check
                aria-label="Select all students"
                checked={all}
                onChange={() => onToggleAll(!all)}
              />
            </th>
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Student</th>
            <th scope="col">Remark</th>
          </tr>
        </thead>
        <tbody>
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
              hintId={hintId}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
