import Table from 'react-bootstrap/Table';
import './ftp-evaluation-grid.css';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { FtpEvaluationRow } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-row';

/** Props of {@link FtpEvaluationGrid}. */
export interface FtpEvaluationGridProps {
  caption: string;
  students: readonly { id: string; fullName: string }[];
  areas: readonly string[];
  grid: EntryGridController;
  store: EntryGridStore;
  serverErrors: ReadonlyMap<string, string[]>;
  hintId: string;
}

/** Students by the school's observation areas, one level letter per cell. */
export function FtpEvaluationGrid({ caption, students, areas, grid, store, serverErrors, hintId }: FtpEvaluationGridProps) {
  return (
    <div className="table-responsive border rounded">
      <Table size="sm" className="align-middle mb-0 ftp-grid" style={{ minWidth: `${18 + areas.length * 9.5}rem` }}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col className="ftp-grid-index" />
          <col className="ftp-grid-student" />
          {areas.map((area) => (
            <col key={area} className="ftp-grid-area" />
          ))}
        </colgroup>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Student</th>
            {areas.map((area) => (
              <th key={area} scope="col">
                {area}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => (
            <FtpEvaluationRow
              key={student.id}
              grid={grid}
              store={store}
              row={row}
              student={student}
              areas={areas}
              serverErrors={serverErrors.get(student.id)}
              hintId={hintId}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
