import Table from 'react-bootstrap/Table';
import './conduct-grid.css';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { ConductRow } from '@/features/form-class/components/conduct/conduct-row';

/** Props of {@link ConductGrid}. */
export interface ConductGridProps {
  caption: string;
  students: readonly { id: string; fullName: string }[];
  descriptors: readonly string[];
  grid: EntryGridController;
  serverErrors: ReadonlyMap<string, string[]>;
  hintId: string;
}

/** Students by the school's conduct descriptors, one frequency letter per cell. */
export function ConductGrid({ caption, students, descriptors, grid, serverErrors, hintId }: ConductGridProps) {
  return (
    <div className="table-responsive border rounded">
      <Table size="sm" className="align-middle mb-0 conduct-grid" style={{ minWidth: `${21 + descriptors.length * 8.5}rem` }}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col className="conduct-grid-index" />
          <col className="conduct-grid-student" />
          {descriptors.map((descriptor) => (
            <col key={descriptor} className="conduct-grid-descriptor" />
          ))}
        </colgroup>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Student</th>
            {descriptors.map((descriptor) => (
              <th key={descriptor} scope="col">
                {descriptor}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => (
            <ConductRow
              key={student.id}
              grid={grid}
              row={row}
              student={student}
              descriptors={descriptors}
              serverErrors={serverErrors.get(student.id)}
              hintId={hintId}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
