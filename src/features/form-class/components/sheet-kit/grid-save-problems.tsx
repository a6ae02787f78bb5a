import Alert from 'react-bootstrap/Alert';
import type { EntryGridStatus } from '@/components/entry-grid/entry-grid-store';
import type { RecordSheetFrameProps, SheetConflict } from '@/components/entry-grid/record-sheet-frame';
import type { SaveProblem } from '@/components/entry-grid/use-record-sheet';
import { countOf } from '@/domain/school/count-words';

/** The status line's words of the height & weight and streaming grids; `lockedReason` is useCan's why-not. */
export function gridActionWords(
  lockedReason: string | null,
  status: EntryGridStatus,
): Pick<RecordSheetFrameProps, 'lockedReason' | 'savingReason' | 'invalidReason'> {
  return {
    lockedReason,
    savingReason: 'Saving…',
    invalidReason: `Fix ${countOf(status.invalid, 'highlighted value')} before saving.`,
  };
}

/**
 * A 409 on the height & weight and streaming grids: loading the other person's changes; what was typed here stays on
 * top, to be saved again knowingly.
 */
export function gridConflict(problem: SaveProblem | null, onReload: () => Promise<unknown>): SheetConflict {
  return { heading: `Nothing was saved. ${problem?.message ?? ''}`, loadTheirsLabel: 'Load their changes', onLoadTheirs: onReload };
}

/** A 422 on the height & weight and streaming grids points at the highlighted values; nothing otherwise. */
export function RefusedValuesAlert({ problem, onClose }: { problem: SaveProblem | null; onClose: () => void }) {
  if (problem?.kind !== 'refused') return null;
  return (
    <Alert variant="danger" onClose={onClose} dismissible>
      Nothing was saved: {problem.message} The values refused are highlighted in the grid; what you typed is kept.
    </Alert>
  );
}
