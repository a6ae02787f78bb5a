import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { PlacementResultHistory } from '@/features/placement-results/components/placement-result-history';
import type { GridColumn } from '@/features/placement-results/components/grid-columns';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';
import { formatDate } from '@/lib/format-date';

/** Scores are at most 6 characters ("100.00"): a narrow input keeps a row readable at a glance. */
const SCORE_INPUT_STYLE = { maxWidth: '7rem' };

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
        <PlacementResultHistory entry={entry} />
      </th>
      <td className="text-nowrap text-body-secondary small">{formatDate(entry.date)}</td>
      {columns.map((column, col) => (
        <td key={column.id}>
          <input
            type="text"
            className="form-control form-control-sm entry-grid-cell"
            inputMode={column.kind === 'score' ? 'decimal' : undefined}
            style={column.kind === 'score' ? SCORE_INPUT_STYLE : undefined}
            autoComplete="off"
            aria-label={column.cellLabel(entry.studentName)}
            {...grid.cellProps({ row, col })}
          />
        </td>
      ))}
    </tr>
  );
});
