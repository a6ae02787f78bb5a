import type { ReactNode } from 'react';
import type { ListResponse } from '@/lib/list-query';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Stable key, and the field name sent as `sortBy` when the column is sortable. */
  id: string;
  header: ReactNode;
  /** Rendered cell; null, undefined and '' show as '-'. */
  cell: (row: T) => ReactNode;
  /** Defaults to true. */
  sortable?: boolean;
  className?: string;
  /**
   * In a compact table, text cells are cut to one line (12rem) with the full text on hover and
   * focus: a CSS length sets another width, false keeps the text whole.
   */
  truncate?: boolean | string;
  /** Header text in the CSV when `header` is not a plain string. */
  exportHeader?: string;
  /** CSV value when the rendered cell is not plain text (badges, links…). */
  exportValue?: (row: T) => unknown;
  /** Leave the column out of the CSV (e.g. an actions column). */
  exportable?: boolean;
}

/** The part of a react-query list result the table reads; a `UseQueryResult` fits as is. */
export interface DataTableQuery<T> {
  data: ListResponse<T> | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Controlled row selection: the caller owns the ids so a bulk bar can act on them. */
export interface DataTableSelection<T> {
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** Names the row in its checkbox label ("Select Tan Wei Ming"). */
  getRowLabel: (row: T) => string;
  /** Rows that cannot be selected keep a disabled checkbox. */
  isRowSelectable?: (row: T) => boolean;
}

/** CSV export of every row of the current filter. */
export interface DataTableExport<T> {
  filename: string;
  /** Fetches all rows of the current filter, e.g. the list call with `pageSize: 0`. */
  fetchAll: () => Promise<readonly T[]>;
  label?: string;
}

/** Rows are keyed by their id. */
export interface Identified {
  id: string | number;
}
