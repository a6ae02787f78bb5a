import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
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
    <EntryGridTable
      caption={`Participation grades of ${detail.name}, ${detail.academicYear.year}`}
      headers={
        <>
          <th scope="col">Class</th>
          <th scope="col">Attendance (%)</th>
          <th scope="col">Grade</th>
          <th scope="col">Status</th>
        </>
      }
    >
      {detail.members.map((member, row) => (
        <GradeRow key={member.studentId} store={store} grid={grid} row={row} member={member} ccaName={detail.name} readOnly={readOnly} hintId={hintId} />
      ))}
    </EntryGridTable>
  );
}
