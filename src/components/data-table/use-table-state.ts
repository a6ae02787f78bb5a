import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clampPageSize, offeredPageSizes } from '@/components/data-table/page-size';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '@/config/constants';
import type { ListFilterValue, ListParams } from '@/lib/list-query';

/** Options of {@link useTableState}. */
export interface TableStateOptions {
  defaultPageSize?: number;
  /** The sizes offered under "Rows per page"; a URL asking for another size gets the default. */
  pageSizeOptions?: readonly number[];
  /** Field name, `-` prefixed for descending; '' for the server's order. */
  defaultSortBy?: string;
  /** Namespaces the query keys (`${prefix}page`…) when a screen has two tables. */
  prefix?: string;
  /** The query keys that are filters; when omitted every other key under the prefix is one. */
  filterKeys?: readonly string[];
}

/** Table state read from the URL query, with setters that write it back. */
export interface TableState {
  page: number;
  pageSize: number;
  /** The sizes to offer: the options, plus the default when it is not among them. */
  pageSizeOptions: readonly number[];
  sortBy: string;
  filters: Readonly<Record<string, string>>;
  /** What the list endpoint takes for this state: the page, its size, the sort and the URL's filters. */
  params: ListParams;
  /** The same with the filters the screen derives itself (a default year, a fixed scope) in place of the URL's. */
  paramsWith: (filters: Readonly<Record<string, ListFilterValue>>) => ListParams;
  /** Pushes a history entry so Back returns to the previous page. */
  setPage: (page: number) => void;
  /** Replaces the entry and goes back to the first page. */
  setPageSize: (pageSize: number) => void;
  /** Pushes a history entry and goes back to the first page. */
  setSortBy: (sortBy: string) => void;
  /** Replaces the entry (typing must not flood history) and goes back to the first page. */
  setFilters: (filters: Readonly<Record<string, string | null | undefined>>) => void;
}

function nonNegativeInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Keeps a server-side table's page (from 0), page size, sort and filters in the URL query, so Back,
 * reloads and shared links all show the same rows. Defaults are left out of the URL.
 */
export function useTableState({
  defaultPageSize = TABLE_DEFAULT_PAGE_SIZE,
  pageSizeOptions = TABLE_PAGE_SIZE_OPTIONS,
  defaultSortBy = '',
  prefix = '',
  filterKeys,
}: TableStateOptions = {}): TableState {
  const [searchParams, setSearchParams] = useSearchParams();
  // react-router's setSearchParams does not queue: a change made before the previous one's navigation renders
  // (two filters chosen quickly) would start again from the old query and lose the first. So a change builds on
  // the query the previous one asked for until the router renders a newer one.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const keys = useMemo(
    () => ({ page: `${prefix}page`, pageSize: `${prefix}pageSize`, sortBy: `${prefix}sortBy` }),
    [prefix],
  );

  const page = nonNegativeInt(searchParams.get(keys.page)) ?? 0;
  const offered = useMemo(() => offeredPageSizes(pageSizeOptions, defaultPageSize), [pageSizeOptions, defaultPageSize]);
  const pageSize = clampPageSize(searchParams.get(keys.pageSize), offered, defaultPageSize);
  const sortBy = searchParams.get(keys.sortBy) ?? defaultSortBy;
  const filterKeyList = filterKeys?.join(',');
  const filters = useMemo(() => {
    const allowed = filterKeyList === undefined ? null : filterKeyList.split(',');
    const out: Record<string, string> = {};
    for (const [key, value] of searchParams.entries()) {
      if (value === '' || !key.startsWith(prefix)) continue;
      const name = key.slice(prefix.length);
      if (name === 'page' || name === 'pageSize' || name === 'sortBy') continue;
      if (!allowed || allowed.includes(name)) out[name] = value;
    }
    return out;
  }, [searchParams, prefix, filterKeyList]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      const base = pending.current?.from === searchParams ? pending.current.next : searchParams;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      pending.current = { from: searchParams, next };
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) => update({ [keys.page]: nextPage > 0 ? String(nextPage) : null }, false),
    [keys, update],
  );
  const setPageSize = useCallback(
    (size: number) =>
      update({ [keys.pageSize]: size === defaultPageSize ? null : String(size), [keys.page]: null }, true),
    [defaultPageSize, keys, update],
  );
  const setSortBy = useCallback(
    (next: string) => update({ [keys.sortBy]: next === defaultSortBy ? null : next, [keys.page]: null }, false),
    [defaultSortBy, keys, update],
  );
  const setFilters = useCallback(
    (changes: Readonly<Record<string, string | null | undefined>>) =>
      update(
        {
          ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [`${prefix}${key}`, value || null])),
          [keys.page]: null,
        },
        true,
      ),
    [keys, prefix, update],
  );

  const paramsWith = useCallback(
    (listFilters: Readonly<Record<string, ListFilterValue>>): ListParams => ({
      page,
      pageSize,
      sortBy: sortBy || undefined,
      filters: listFilters,
    }),
    [page, pageSize, sortBy],
  );
  const params = useMemo(() => paramsWith(filters), [paramsWith, filters]);

  return {
    page,
    pageSize,
    pageSizeOptions: offered,
    sortBy,
    filters,
    params,
    paramsWith,
    setPage,
    setPageSize,
    setSortBy,
    setFilters,
  };
}

/** The next sort when a column header is clicked: ascending → descending → none. */
export function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

/** The aria-sort value of a column under the current sort. */
export function ariaSortFor(current: string, field: string): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}
