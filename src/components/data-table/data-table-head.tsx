import { useEffect, useRef } from 'react';
import { ariaSortFor, nextSort } from '@/components/data-table/use-table-state';
import type { DataTableColumn } from '@/components/data-table/types';

interface SelectAllProps {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}

function SelectAllCheckbox({ checked, indeterminate, disabled, onChange }: SelectAllProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute React can render.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input"
      aria-label="Select all rows on this page"
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

interface DataTableHeadProps<T> {
  columns: readonly DataTableColumn<T>[];
  sortBy: string;
  onSort: (sortBy: string) => void;
  selectAll?: SelectAllProps;
}

/** Header row: sort buttons with aria-sort and the page's select-all checkbox. */
export function DataTableHead<T>({ columns, sortBy, onSort, selectAll }: DataTableHeadProps<T>) {
  return (
    <thead>
      <tr>
        {selectAll ? (
          <th scope="col" className="data-table-select" style={{ width: '2.5rem' }}>
            <SelectAllCheckbox {...selectAll} />
          </th>
        ) : null}
        {columns.map((column) => {
          const sortable = column.sortable !== false;
          if (!sortable) {
            return (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            );
          }
          const direction = ariaSortFor(sortBy, column.id);
          const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
          return (
            <th key={column.id} scope="col" aria-sort={direction} className={column.className}>
              <button
                type="button"
                className="btn btn-link data-table-sort p-0 text-reset text-decoration-none fw-semibold text-start"
                onClick={() => onSort(nextSort(sortBy, column.id))}
              >
                {column.header}
                <span aria-hidden="true" className={`ms-1 small text-nowrap ${direction === 'none' ? 'opacity-50' : ''}`}>
                  {arrow}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
