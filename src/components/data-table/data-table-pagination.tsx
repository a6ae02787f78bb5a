import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import { TABLE_PAGE_SIZE_OPTIONS } from '@/config/constants';

const PAGE_WINDOW = 5;

/** The page numbers around the current one, at most PAGE_WINDOW of them. */
export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(PAGE_WINDOW, pageCount);
  const start = Math.max(0, Math.min(page - Math.floor(PAGE_WINDOW / 2), pageCount - size));
  return Array.from({ length: size }, (_, index) => start + index);
}

/**
 * Disabled and current items render as plain spans, where an aria-label is not allowed; their own
 * visually-hidden text names them instead.
 */
function label(text: string, inert: boolean): { 'aria-label'?: string } {
  return inert ? {} : { 'aria-label': text };
}

interface DataTablePaginationProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  rowCount: number;
  /** Total rows of the filter; undefined when the server did not say. */
  total: number | undefined;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** "Showing x–y of n", the page-size selector and the pager aligned to the end. */
export function DataTablePagination({
  page,
  pageSize,
  rowCount,
  total,
  pageSizeOptions = TABLE_PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const selectId = useId();
  const size = pageSize > 0 ? pageSize : Math.max(rowCount, 1);
  const knownTotal = total ?? page * size + rowCount + (rowCount === size ? 1 : 0);
  const pageCount = Math.max(1, Math.ceil(knownTotal / size));
  const first = rowCount === 0 ? 0 : page * size + 1;
  const last = page * size + rowCount;
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;

  return (
    <div className="data-table-footer">
      <div className="d-flex align-items-center gap-2">
        <Form.Label htmlFor={selectId} className="mb-0 text-nowrap small">
          Rows per page
        </Form.Label>
        <Form.Select
          id={selectId}
          size="sm"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          style={{ width: 'auto' }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      </div>
      <p className="mb-0 small text-body-secondary" aria-live="polite">
        {rowCount === 0 ? 'No rows' : `Showing ${first}–${last}${total === undefined ? '' : ` of ${total}`}`}
      </p>
      <nav aria-label="Pagination" className="ms-auto">
        <Pagination size="sm" className="mb-0">
          <Pagination.First {...label('First page', isFirst)} disabled={isFirst} onClick={() => onPageChange(0)} />
          <Pagination.Prev {...label('Previous page', isFirst)} disabled={isFirst} onClick={() => onPageChange(page - 1)} />
          {pageWindow(page, pageCount).map((index) => (
            <Pagination.Item
              key={index}
              active={index === page}
              {...label(`Page ${index + 1}`, index === page)}
              aria-current={index === page ? 'page' : undefined}
              onClick={() => onPageChange(index)}
            >
              {index + 1}
            </Pagination.Item>
          ))}
          <Pagination.Next {...label('Next page', isLast)} disabled={isLast} onClick={() => onPageChange(page + 1)} />
          <Pagination.Last {...label('Last page', isLast)} disabled={isLast} onClick={() => onPageChange(pageCount - 1)} />
        </Pagination>
      </nav>
    </div>
  );
}
