import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { plainCellValue } from '@/components/data-table/cell-value';
import type { DataTableColumn, DataTableExport } from '@/components/data-table/types';
import { toApiError } from '@/lib/api-error';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { showToast } from '@/lib/toast-store';

/** The CSV columns of a table: the visible headers, and exportValue or the plain-text cell. */
export function csvColumnsOf<T>(columns: readonly DataTableColumn<T>[]): CsvColumn<T>[] {
  return columns
    .filter((column) => column.exportable !== false)
    .map((column) => ({
      header: column.exportHeader ?? (typeof column.header === 'string' ? column.header : column.id),
      value: column.exportValue ?? ((row: T) => plainCellValue(column.cell(row))),
    }));
}

interface DataTableExportButtonProps<T> {
  columns: readonly DataTableColumn<T>[];
  config: DataTableExport<T>;
}

/** Fetches every row of the current filter and downloads them as CSV; busy while it works. */
export function DataTableExportButton<T>({ columns, config }: DataTableExportButtonProps<T>) {
  const [busy, setBusy] = useState(false);

  async function exportRows() {
    setBusy(true);
    try {
      const rows = await config.fetchAll();
      downloadCsv(config.filename, toCsv(rows, csvColumnsOf(columns)));
    } catch (error) {
      showToast({ variant: 'danger', message: toApiError(error, 'Could not export the rows. Please try again.').message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline-secondary" size="sm" onClick={() => void exportRows()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {config.label ?? 'Export CSV'}
    </Button>
  );
}
