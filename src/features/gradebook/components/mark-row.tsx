import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import type { Assessment } from '@/domain/gradebook/responses';
import { GradeBadge } from '@/features/gradebook/components/grade-badge';
import { ScoreValue } from '@/features/gradebook/components/incomplete-mark';
import { studentResult, type FurtherValue } from '@/features/gradebook/rules/student-result';
import type { GradeBoundaries } from '@/domain/gradebook/grade';
import type { Term } from '@/domain/gradebook/term-score';

/** Props of {@link MarkRow}. */
export interface MarkRowProps {
  store: EntryGridStore;
  grid: EntryGridController;
  row: number;
  student: { id: string; fullName: string };
  assessments: readonly Assessment[];
  term: Term;
  /** The previous term's final score (terms 2 and 4), shown and used as the 'further' value; undefined in terms 1 and 3. */
  further: FurtherValue | undefined;
  boundaries: GradeBoundaries | null;
  readOnly: boolean;
  hintId: string;
}

/**
 * One student's marks with the live term score, final score and grade. Memoised and subscribed to its
 * own row only, so typing re-renders this row and nothing else.
 */
export const MarkRow = memo(function MarkRow({
  store,
  grid,
  row,
  student,
  assessments,
  term,
  further,
  boundaries,
  readOnly,
  hintId,
}: MarkRowProps) {
  const values = useEntryGridRow(store, row);
  const result = studentResult(term, [values[0] ?? '', values[1] ?? ''], assessments, further ?? null, boundaries);
  return (
    <tr>
      <StudentCells row={row} name={student.fullName} />
      {assessments.map((assessment, col) => (
        <td key={assessment.id}>
          <input
            className="form-control form-control-sm entry-grid-cell text-end"
            style={{ width: '5.5rem' }}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            readOnly={readOnly}
            aria-label={`${assessment.name} for ${student.fullName}`}
            aria-describedby={hintId}
            {...grid.cellProps({ row, col })}
          />
        </td>
      ))}
      {further === undefined ? null : (
        <td className="text-end text-body-secondary">
          <ScoreValue
            value={further.finalScore}
            reasons={further.finalScoreIncomplete ? [`Term ${term - 1} marks not all entered`] : []}
          />
        </td>
      )}
      {result.status === 'invalid' ? (
        <td colSpan={3} className="text-danger small">
          Fix the highlighted mark
        </td>
      ) : (
        <>
          <td className="text-end">
            <ScoreValue value={result.score} reasons={result.scoreReasons} />
          </td>
          <td className="text-end fw-semibold">
            <ScoreValue value={result.finalScore} reasons={result.finalScoreReasons} />
          </td>
          <td className="text-center">
            <GradeBadge grade={result.grade} />
          </td>
        </>
      )}
    </tr>
  );
});
