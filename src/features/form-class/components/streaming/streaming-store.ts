import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { StreamingSheet } from '@/features/form-class/api/form-class-schemas';
import { STREAMING_COLUMNS, rowProblem } from './streaming-values';

/**
 * The grid store of a class's outcomes: students by outcome, next year's stream and the reason for retaining, saved
 * values from the server, then this browser's draft on top. A row with a problem (unknown outcome or stream, a
 * Retained without reason) makes its first changed cell invalid, so Save waits; a value the backend refused is invalid too.
 */
export function createStreamingStore(
  sheet: StreamingSheet,
  draftKey: string,
  isRefused: (rowId: string, colId: string, value: string) => boolean,
): { store: EntryGridStore; restored: number } {
  const rows = new Map(sheet.data.map((row) => [row.studentId, row]));
  const rowIds = sheet.data.map((row) => row.studentId);
  const store: EntryGridStore = createEntryGridStore({
    rowIds,
    colIds: STREAMING_COLUMNS,
    savedValue: (studentId, colId) => {
      const row = rows.get(studentId);
      if (colId === 'promotionOutcome') return row?.promotionOutcome ?? '';
      if (colId === 'nextStreamId') return row?.nextStreamId ?? '';
      return row?.retainReason ?? '';
    },
    validate: (value, { row, col }) => {
      const rowId = rowIds[row] ?? '';
      if (isRefused(rowId, STREAMING_COLUMNS[col] ?? '', value)) return false;
      // The row's first changed cell carries the row's own rule: the grid counts only changed cells, and a row with
      // a problem should count once.
      const firstChanged = STREAMING_COLUMNS.findIndex((_, other) => store.isChanged({ row, col: other }));
      return col !== firstChanged || rowProblem(store.getRow(row), sheet.streams) === null;
    },
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}
