import { useMemo, useRef } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
import type { StreamingSheet } from '@/features/form-class/api/form-class-schemas';
import type { RefusedCell } from '@/features/form-class/components/sheet-kit/refused-cells';
import { StreamingRow, streamingCellAttribute, type StreamingRowActions } from './streaming-row';
import '@/features/form-class/components/sheet-kit/form-class-grid.css';

/** Props of {@link StreamingGrid}. */
export interface StreamingGridProps {
  sheet: StreamingSheet;
  store: EntryGridStore;
  refusedByRow: ReadonlyMap<string, readonly RefusedCell[]>;
  readOnly: boolean;
  hintId: string;
  /** Memoised by the caller: a new object re-renders every row. */
  actions: Omit<StreamingRowActions, 'onMove'>;
}

/** Students by promotion outcome, next year's stream (when the next level has streams) and reason for retaining. */
export function StreamingGrid({ sheet, store, refusedByRow, readOnly, hintId, actions }: StreamingGridProps) {
  const table = useRef<HTMLTableElement>(null);
  // Stable while `actions` is (the sheet memoises them per store), so typing re-renders one row only.
  const rowActions = useMemo<StreamingRowActions>(
    () => ({
      ...actions,
      onMove: (row, col, step) => {
        const target = streamingCellAttribute(row + step, col);
        table.current?.querySelector<HTMLSelectElement>(`[data-streaming-cell="${target}"]:not([disabled])`)?.focus();
      },
    }),
    [actions],
  );
  return (
    <EntryGridTable
      tableRef={table}
      caption={`Promotion outcomes of ${sheet.classYear.name}, ${sheet.classYear.academicYear.year}`}
      className="form-class-grid"
      headers={
        <>
          <th scope="col">Promotion outcome</th>
          {sheet.streams.length > 0 ? (
            <th scope="col">
              Next year&apos;s stream
              {sheet.nextLevel ? <div className="small fw-normal text-body-secondary">in {sheet.nextLevel.name}</div> : null}
            </th>
          ) : null}
          <th scope="col">Reason for retaining</th>
          <th scope="col">Check</th>
        </>
      }
    >
      {sheet.data.map((record, row) => (
        <StreamingRow
          key={record.studentId}
          store={store}
          row={row}
          record={record}
          streams={sheet.streams}
          refused={refusedByRow.get(record.studentId)}
          readOnly={readOnly}
          hintId={hintId}
          actions={rowActions}
        />
      ))}
    </EntryGridTable>
  );
}
