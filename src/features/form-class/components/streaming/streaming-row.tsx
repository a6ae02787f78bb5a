import { memo, type ClipboardEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import type { StreamingRow as Row } from '@/features/form-class/api/form-class-schemas';
import type { RefusedCell } from '@/features/form-class/components/sheet-kit/refused-cells';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';
import { RowHistoryButton } from '@/features/form-class/components/sheet-kit/row-history-button';
import { PROMOTION_OUTCOMES } from '@/domain/school/enums';
import { OUTCOME_COL, REASON_COL, STREAM_COL, STREAMING_COLUMNS, rowProblem, type StreamOption } from './streaming-values';

/** What a row asks its grid to do. */
export interface StreamingRowActions {
  onOutcome: (row: number, value: string) => void;
  onStream: (row: number, value: string) => void;
  onEditReason: (row: number) => void;
  onPaste: (row: number, col: number, text: string) => void;
  onMove: (row: number, col: number, step: 1 | -1) => void;
}

/** Props of {@link StreamingRow}. */
export interface StreamingRowProps {
  store: EntryGridStore;
  row: number;
  record: Row;
  streams: readonly StreamOption[];
  refused: readonly RefusedCell[] | undefined;
  readOnly: boolean;
  hintId: string;
  actions: StreamingRowActions;
}

/** The data attribute that lets the grid find a cell's select to move the focus (Enter, Shift+Enter). */
export const streamingCellAttribute = (row: number, col: number) => `${row}:${col}`;

/**
 * One student's outcome, next year's stream and reason for retaining. Memoised and subscribed to its own row only.
 * The selects are native (arrow keys choose, Tab moves on); Enter moves down the column as in every entry grid, and
 * a paste from a spreadsheet fills the column from here.
 */
export const StreamingRow = memo(function StreamingRow({ store, row, record, streams, refused, readOnly, hintId, actions }: StreamingRowProps) {
  const values = useEntryGridRow(store, row);
  const [outcome = '', stream = '', reason = ''] = values;
  const retained = outcome === 'Retained';
  const name = record.student.fullName;
  const changed = (col: number) => store.isChanged({ row, col });
  const problem = STREAMING_COLUMNS.some((_, col) => changed(col)) ? rowProblem(values, streams) : null;
  const notes = [
    ...(problem ? [problem] : []),
    ...(refused ?? [])
      .filter((cell) => cell.colId === null || values[STREAMING_COLUMNS.findIndex((colId) => colId === cell.colId)] === cell.value)
      .map((cell) => cell.message),
  ];
  // Not a refusal: a promoted student may be saved without a stream, but the records stay incomplete until one is chosen.
  const streamMissing = streams.length > 0 && outcome !== '' && !retained && stream === '';
  const noteId = `${studentRowId(record.studentId)}-note`;
  const describedBy = notes.length > 0 ? `${hintId} ${noteId}` : hintId;
  const cellEvents = (col: number) => ({
    'data-streaming-cell': streamingCellAttribute(row, col),
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      actions.onMove(row, col, event.shiftKey ? -1 : 1);
    },
    onPaste: (event: ClipboardEvent<HTMLSelectElement>) => {
      if (readOnly) return;
      event.preventDefault();
      actions.onPaste(row, col, event.clipboardData.getData('text/plain'));
    },
  });

  return (
    <tr id={studentRowId(record.studentId)}>
      <StudentCells row={row} name={name}>
        <RowHistoryButton kind="streamingAndPromotion" recordId={record.recordId} fullName={name} term={null} />
      </StudentCells>
      <td>
        <Form.Select
          size="sm"
          value={outcome}
          disabled={readOnly}
          aria-label={`Promotion outcome for ${name}`}
          aria-describedby={describedBy}
          aria-invalid={notes.length > 0}
          data-changed={changed(OUTCOME_COL) ? 'true' : undefined}
          className="entry-grid-cell form-class-select"
          onChange={(event) => actions.onOutcome(row, event.currentTarget.value)}
          {...cellEvents(OUTCOME_COL)}
        >
          <option value="">Not decided</option>
          {PROMOTION_OUTCOMES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      </td>
      {streams.length > 0 ? (
        <td>
          <Form.Select
            size="sm"
            value={retained ? '' : stream}
            disabled={readOnly || retained}
            aria-label={`Next year's stream for ${name}`}
            aria-describedby={describedBy}
            data-changed={changed(STREAM_COL) ? 'true' : undefined}
            className="entry-grid-cell form-class-select"
            onChange={(event) => actions.onStream(row, event.currentTarget.value)}
            {...cellEvents(STREAM_COL)}
          >
            <option value="">{retained ? 'Stays in this level' : 'Not chosen'}</option>
            {streams.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Form.Select>
        </td>
      ) : null}
      <td className="small">
        {retained ? (
          <div className="d-flex align-items-start gap-2">
            <span className={reason.trim() ? 'text-break' : 'text-body-secondary'} data-changed={changed(REASON_COL) ? 'true' : undefined}>
              {reason.trim() || 'No reason yet'}
            </span>
            <Button variant="link" size="sm" className="p-0 ms-auto text-nowrap" disabled={readOnly} onClick={() => actions.onEditReason(row)}>
              {reason.trim() ? 'Edit reason' : 'Add reason'}
              <span className="visually-hidden"> for {name}</span>
            </Button>
          </div>
        ) : (
          <span className="text-body-secondary">–</span>
        )}
      </td>
      <td className="small">
        {notes.length > 0 ? (
          <span id={noteId} className="text-danger">
            <span aria-hidden="true">✕ </span>
            {notes.join(' ')}
          </span>
        ) : streamMissing ? (
          <span className="text-warning-emphasis">
            <span aria-hidden="true">⚠ </span>
            No stream chosen yet.
          </span>
        ) : null}
      </td>
    </tr>
  );
});
