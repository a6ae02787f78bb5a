import Table from 'react-bootstrap/Table';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { GradeRow } from '@/features/cca/components/grades/grade-row';

/** Props of {@link GradeGrid}. */
export interface GradeGridProps {
  detail: CcaYearDetail;
  store: EntryGridStore;
  grid: EntryGridController;
  readOnly: boolean;
  hintId: string;
}

/** Members by attendance and grade, with what each row still needs. */
export function GradeGrid({ detail, store, grid, readOnly, hintId }: GradeGridProps) {
  return (
    <div className="table-responsive border rounded">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">
          Participation grades of {detail.name}, {detail.academicYear.year}
        </caption>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Student</th>
            <th scope="col">Class</th>
            <th scope="col">Attendance (%)</th>
            <th scope="col">Grade</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {detail.members.map((member, row) => (
            <GradeRow
              key={member.studentId}
              store={store}
              grid={grid}
              row={row}
              member={member}
              readOnly={readOnly}
              hintId={hintId}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
