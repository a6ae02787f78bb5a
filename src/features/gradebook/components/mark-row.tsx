import { memo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import type { MarkChange } from '@/domain/audit/responses';
import type { Assessment } from '@/domain/gradebook/responses';
import { GradeBadge } from '@/features/gradebook/components/grade-badge';
import { ScoreValue } from '@/features/gradebook/components/incomplete-mark';
import { MarkCell } from '@/features/gradebook/components/mark-cell';
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
  /** Who last changed each of the row's marks, by assessment id; undefined while loading or when none changed. */
  lastChanges: ReadonlyMap<string, MarkChange> | undefined;
  /** Opens the history of the mark at (row, col); stable, so the row stays memoised. */
  onOpenHistory: (row: number, col: number) => void;
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
  lastChanges,
  onOpenHistory,
}: MarkRowProps) {
  const values = useEntryGridRow(store, row);
  const result = studentResult(term, [values[0] ?? '', values[1] ?? ''], assessments, further ?? null, boundaries);
  return (
    <tr>
      <StudentCells row={row} name={student.fullName} />
      {assessments.map((assessment, col) => (
        <td key={assessment.id}>
          <MarkCell
            cell={grid.cellProps({ row, col })}
            label={`${assessment.name} for ${student.fullName}`}
            hintId={hintId}
            readOnly={readOnly}
            lastChange={lastChanges?.get(assessment.id)}
            changeId={`${hintId}-change-${row}-${col}`}
            onOpenHistory={() => onOpenHistory(row, col)}
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
