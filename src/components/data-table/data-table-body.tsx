import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { displayCell } from '@/components/data-table/cell-value';
import { EmptyState } from '@/components/query-state';
import type { DataTableColumn, DataTableSelection, Identified } from '@/components/data-table/types';
import { TruncatedText } from '@/components/truncated-text';

interface DataTableBodyProps<T extends Identified> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  isPending: boolean;
  emptyMessage: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  selection?: DataTableSelection<T>;
  onToggleRow: (id: string) => void;
  /** Cut long text cells to one line (compact density). */
  truncate: boolean;
}

function cellContent<T>(column: DataTableColumn<T>, row: T, truncate: boolean): ReactNode {
  const value = displayCell(column.cell(row));
  if (!truncate || column.truncate === false || typeof value !== 'string') return value;
  return <TruncatedText text={value} maxWidth={typeof column.truncate === 'string' ? column.truncate : undefined} />;
}

/** Rows, or one full-width row saying the list is loading or empty. */
export function DataTableBody<T extends Identified>({
  columns,
  rows,
  isPending,
  emptyMessage,
  emptyHint,
  emptyAction,
  selection,
  onToggleRow,
  truncate,
}: DataTableBodyProps<T>) {
  const span = columns.length + (selection ? 1 : 0);
  if (!rows || rows.length === 0) {
    return (
      <tbody>
        <tr>
          {isPending ? (
            <td colSpan={span} className="text-center text-body-secondary py-4">
              <span role="status">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Loading…
              </span>
            </td>
          ) : (
            <td colSpan={span} className="p-0">
              <EmptyState hint={emptyHint} action={emptyAction}>
                {emptyMessage}
              </EmptyState>
            </td>
          )}
        </tr>
      </tbody>
    );
  }
  const selected = new Set(selection?.selectedIds ?? []);
  return (
    <tbody>
      {rows.map((row) => {
        const id = String(row.id);
        const isSelected = selected.has(id);
        return (
          <tr key={id} className={isSelected ? 'table-active' : undefined}>
            {selection ? (
              <td>
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={`Select ${selection.getRowLabel(row)}`}
                  checked={isSelected}
                  disabled={selection.isRowSelectable ? !selection.isRowSelectable(row) : false}
                  onChange={() => onToggleRow(id)}
                />
              </td>
            ) : null}
            {columns.map((column) => (
              <td key={column.id} className={column.className}>
                {cellContent(column, row, truncate)}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
