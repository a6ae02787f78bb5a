import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { DataTableBody } from '@/components/data-table/data-table-body';
import { DataTableExportButton } from '@/components/data-table/data-table-export-button';
import { DataTableHead } from '@/components/data-table/data-table-head';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { TableToolbar } from '@/components/data-table/table-toolbar';
import type {
  DataTableColumn,
  DataTableExport,
  DataTableQuery,
  DataTableSelection,
  Identified,
} from '@/components/data-table/types';
import type { TableState } from '@/components/data-table/use-table-state';
import { ErrorState } from '@/components/query-state';
import '@/components/ui.css';

/** Props of {@link DataTable}. */
export interface DataTableProps<T extends Identified> {
  /** Accessible name of the table (its caption); `showCaption` also shows it as the title in the toolbar. */
  label: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  /** The list query; use `placeholderData: keepPreviousData` so paging keeps rows visible. */
  query: DataTableQuery<T>;
  /** From `useTableState`: page, size and sort live in the URL. */
  state: TableState;
  /** Why the list is empty: "No assignments yet." or "No class matches your search." */
  emptyMessage?: string;
  /** What will appear here once there is something, under the empty message. */
  emptyHint?: ReactNode;
  /** The next step when the list is empty (a button or link), when the user can take one. */
  emptyAction?: ReactNode;
  errorMessage?: string;
  selection?: DataTableSelection<T>;
  export?: DataTableExport<T>;
  /** Search and filters shown above the table (a FilterBar), with the export button at the end of the row. */
  toolbar?: ReactNode;
  /**
   * `compact` for data-heavy lists: smaller type, tighter cells, every row on one line with long
   * text cut by an ellipsis (full text on hover and focus). `comfortable` (default) for short lists.
   */
  density?: 'comfortable' | 'compact';
}

/**
 * A server-side list: sortable headers, '-' for empty cells, pagination with a page-size selector,
 * optional controlled row selection and CSV export of the whole filter. The table scrolls
 * horizontally on narrow screens.
 */
export function DataTable<T extends Identified>({
  label,
  showCaption = false,
  columns,
  query,
  state,
  emptyMessage = 'No results',
  emptyHint,
  emptyAction,
  errorMessage,
  selection,
  export: exportConfig,
  toolbar,
  density = 'comfortable',
}: DataTableProps<T>) {
  const rows = query.data?.data;
  const pageIds = (rows ?? [])
    .filter((row) => selection?.isRowSelectable?.(row) ?? true)
    .map((row) => String(row.id));
  const selected = new Set(selection?.selectedIds ?? []);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const refreshing = query.isFetching && !query.isPending && rows !== undefined;

  function toggleRow(id: string) {
    if (!selection) return;
    const next = selected.has(id) ? selection.selectedIds.filter((other) => other !== id) : [...selection.selectedIds, id];
    selection.onSelectionChange(next);
  }

  function toggleAll() {
    if (!selection) return;
    const allOnPage = pageIds.length > 0 && selectedOnPage === pageIds.length;
    const next = allOnPage
      ? selection.selectedIds.filter((id) => !pageIds.includes(id))
      : [...selection.selectedIds, ...pageIds.filter((id) => !selected.has(id))];
    selection.onSelectionChange(next);
  }

  return (
    <div className={density === 'compact' ? 'data-table data-table-compact' : 'data-table'}>
      {toolbar || exportConfig || showCaption ? (
        <TableToolbar
          filters={
            showCaption ? (
              <>
                {/* The caption names the table for screen readers; this is its visible title. */}
                <p className="data-table-title" aria-hidden="true">
                  {label}
                </p>
                {toolbar}
              </>
            ) : (
              toolbar
            )
          }
          actions={exportConfig ? <DataTableExportButton columns={columns} config={exportConfig} /> : undefined}
        />
      ) : null}
      {query.isError ? (
        <ErrorState
          error={query.error}
          fallbackMessage={errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      <div className="position-relative">
        <div className="table-responsive" style={refreshing ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined}>
          <Table hover size={density === 'compact' ? 'sm' : undefined} className="align-middle mb-0" aria-busy={query.isFetching}>
            <caption className="visually-hidden">{label}</caption>
            <DataTableHead
              columns={columns}
              sortBy={state.sortBy}
              onSort={state.setSortBy}
              selectAll={
                selection
                  ? {
                      checked: pageIds.length > 0 && selectedOnPage === pageIds.length,
                      indeterminate: selectedOnPage > 0 && selectedOnPage < pageIds.length,
                      disabled: pageIds.length === 0,
                      onChange: toggleAll,
                    }
                  : undefined
              }
            />
            <DataTableBody
              columns={columns}
              rows={query.isError && !rows ? [] : rows}
              isPending={query.isPending && !query.isError}
              emptyMessage={query.isError ? 'The rows could not be loaded.' : emptyMessage}
              emptyHint={query.isError ? undefined : emptyHint}
              emptyAction={query.isError ? undefined : emptyAction}
              selection={selection}
              onToggleRow={toggleRow}
              truncate={density === 'compact'}
            />
          </Table>
        </div>
        {refreshing ? (
          <span role="status" className="visually-hidden">
            Loading…
          </span>
        ) : null}
      </div>
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        rowCount={rows?.length ?? 0}
        total={query.data?.count}
        pageSizeOptions={state.pageSizeOptions}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
      />
    </div>
  );
}
