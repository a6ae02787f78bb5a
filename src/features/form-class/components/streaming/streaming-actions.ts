import { useMemo } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { showToast } from '@/lib/toast-store';
import type { StreamingRowActions } from './streaming-row';
import { OUTCOME_COL, REASON_COL, STREAM_COL, planStreamingPaste, type StreamOption } from './streaming-values';
import { countOf, nounFor } from '@/domain/school/count-words';

/**
 * What the rows' controls do, stable per store (the rows are memoised): Retained goes through the Retain dialog
 * (`askRetain`), another outcome clears the reason, and a paste fills the grid from the cell pasted into.
 */
export function useStreamingActions(
  store: EntryGridStore,
  streams: readonly StreamOption[],
  askRetain: (row: number) => void,
): Omit<StreamingRowActions, 'onMove'> {
  return useMemo(
    () => ({
      onOutcome: (row: number, value: string) => {
        if (value === 'Retained') askRetain(row);
        else store.setValues([{ row, col: OUTCOME_COL, value }, { row, col: REASON_COL, value: '' }]);
      },
      onStream: (row: number, value: string) => store.setValues([{ row, col: STREAM_COL, value }]),
      onEditReason: askRetain,
      onPaste: (row: number, col: number, text: string) => {
        const plan = planStreamingPaste({ row, col }, text, store.rows, streams);
        store.setValues(plan.edits);
        if (plan.skipped > 0) {
          showToast({
            variant: 'warning',
            message: `${countOf(plan.skipped, 'pasted value')} ${nounFor(plan.skipped, 'is', 'are')} not an outcome or stream of this grid, or did not fit, and ${nounFor(plan.skipped, 'was', 'were')} left out.`,
          });
        }
      },
    }),
    [store, streams, askRetain],
  );
}
