import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { GridColumn } from '@/features/placement-results/components/grid-columns';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';

interface ScoreGridRowProps {
  grid: EntryGridController;
  row: number;
  entry: EntryRow;
  columns: readonly GridColumn[];
}

/**
 * One applicant's inputs. Memoised and uncontrolled: typing writes to the grid store, which updates
 * the input's own attributes, so a keystroke renders no React component at all.
 */
export const ScoreGridRow = memo(function ScoreGridRow({ grid, row, entry, columns }: ScoreGridRowProps) {
  return (
    <tr>
      <th scope="row" className="fw-normal text-nowrap">
        {entry.studentName}
      </th>
      <td className="text-nowrap text-body-secondary small">{entry.date}</td>
      {columns.map((column, col) => (
        <td key={column.id} className={column.kind === 'score' ? 'placement-score-cell' : undefined}>
          <input
            type="text"
            className="form-control form-control-sm entry-grid-cell"
            inputMode={column.kind === 'score' ? 'decimal' : undefined}
            autoComplete="off"
            aria-label={column.cellLabel(entry.studentName)}
            {...grid.cellProps({ row, col })}
          />
        </td>
      ))}
    </tr>
  );
});
