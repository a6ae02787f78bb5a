import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { observationLevelCaption } from '@/features/form-class/components/ftp-evaluation/observation-level';

/** Props of {@link FtpEvaluationRow}. */
export interface FtpEvaluationRowProps {
  grid: EntryGridController;
  store: EntryGridStore;
  row: number;
  student: { id: string; fullName: string };
  areas: readonly string[];
  serverErrors: readonly string[] | undefined;
  hintId: string;
}

/**
 * One student's level per observation area, each letter with the level's name under it; memoised, re-rendered
 * only when this row's values change.
 */
export const FtpEvaluationRow = memo(function FtpEvaluationRow({ grid, store, row, student, areas, serverErrors, hintId }: FtpEvaluationRowProps) {
  const values = useEntryGridRow(store, row);
  const errorId = `ftp-error-${student.id}`;
  return (
    <tr id={`student-${student.id}`}>
      <StudentCells row={row} name={student.fullName} nowrap={false}>
        {serverErrors?.length ? (
          <div id={errorId} className="small text-danger">
            {serverErrors.join(' ')}
          </div>
        ) : null}
      </StudentCells>
      {areas.map((area, col) => {
        const caption = observationLevelCaption(values[col] ?? '');
        return (
          <td key={area}>
            <input
              className="form-control form-control-sm entry-grid-cell ftp-cell"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-label={`${area} for ${student.fullName}`}
              aria-describedby={serverErrors?.length ? `${errorId} ${hintId}` : hintId}
              {...grid.cellProps({ row, col })}
            />
            <span className={`ftp-caption ${caption === 'Not a level' ? 'text-danger' : 'text-body-secondary'}`}>{caption}</span>
          </td>
        );
      })}
    </tr>
  );
});
