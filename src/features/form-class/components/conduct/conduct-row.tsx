import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';

/** Props of {@link ConductRow}. */
export interface ConductRowProps {
  grid: EntryGridController;
  row: number;
  student: { id: string; fullName: string };
  descriptors: readonly string[];
  serverErrors: readonly string[] | undefined;
  hintId: string;
}

/** One student's frequency per descriptor; memoised, its inputs written by the grid without a render. */
export const ConductRow = memo(function ConductRow({ grid, row, student, descriptors, serverErrors, hintId }: ConductRowProps) {
  const errorId = `conduct-error-${student.id}`;
  return (
    <tr id={studentRowId(student.id)}>
      <StudentCells row={row} name={student.fullName} nowrap={false}>
        {serverErrors?.length ? (
          <div id={errorId} className="small text-danger">
            {serverErrors.join(' ')}
          </div>
        ) : null}
      </StudentCells>
      {descriptors.map((descriptor, col) => (
        <td key={descriptor}>
          <input
            className="form-control form-control-sm entry-grid-cell conduct-cell"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-label={`${descriptor} for ${student.fullName}`}
            aria-describedby={serverErrors?.length ? `${errorId} ${hintId}` : hintId}
            {...grid.cellProps({ row, col })}
          />
        </td>
      ))}
    </tr>
  );
});
