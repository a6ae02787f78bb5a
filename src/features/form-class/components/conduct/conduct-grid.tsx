import './conduct-grid.css';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
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
    <EntryGridTable
      caption={caption}
      className="conduct-grid"
      style={{ minWidth: `${21 + descriptors.length * 8.5}rem` }}
      colgroup={
        <>
          <col className="entry-grid-index" />
          <col className="entry-grid-student" />
          {descriptors.map((descriptor) => (
            <col key={descriptor} className="conduct-grid-descriptor" />
          ))}
        </>
      }
      headers={descriptors.map((descriptor) => (
        <th key={descriptor} scope="col">
          {descriptor}
        </th>
      ))}
    >
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
    </EntryGridTable>
  );
}
