import './ftp-evaluation-grid.css';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
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
    <EntryGridTable
      caption={caption}
      className="ftp-grid"
      style={{ minWidth: `${18 + areas.length * 9.5}rem` }}
      colgroup={
        <>
          <col className="entry-grid-index" />
          <col className="entry-grid-student" />
          {areas.map((area) => (
            <col key={area} className="ftp-grid-area" />
          ))}
        </>
      }
      headers={areas.map((area) => (
        <th key={area} scope="col">
          {area}
        </th>
      ))}
    >
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
    </EntryGridTable>
  );
}
