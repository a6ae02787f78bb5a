import type { CSSProperties, ReactNode, Ref } from 'react';
import Table from 'react-bootstrap/Table';
import { PersonName } from '@/components/person-name';
import './entry-grid-table.css';

/** Props of {@link EntryGridTable}. */
export interface EntryGridTableProps {
  /** Read by screen readers only: what the grid holds ("Marks of 5A Mathematics, term 2"). */
  caption: ReactNode;
  /** The header cells after "#" and "Student". */
  headers: ReactNode;
  /** Header cells before "#" (e.g. a select-all checkbox). */
  leading?: ReactNode;
  /** Column widths (`<col>`s; `entry-grid-index` and `entry-grid-student` give the usual two); implies a fixed layout. */
  colgroup?: ReactNode;
  /** Further classes of the table, for the grid's own column rules. */
  className?: string;
  style?: CSSProperties;
  align?: 'middle' | 'top';
  tableRef?: Ref<HTMLTableElement>;
  /** The rows, each starting with {@link StudentCells}. */
  children: ReactNode;
}

/** The frame of an entry grid: a bordered, scrolling table of students with "#" and "Student" first. */
export function EntryGridTable({
  caption,
  headers,
  leading,
  colgroup,
  className,
  style,
  align = 'middle',
  tableRef,
  children,
}: EntryGridTableProps) {
  const classes = ['entry-grid-table', `align-${align}`, 'mb-0', colgroup ? 'entry-grid-table-fixed' : null, className];
  return (
    <div className="table-responsive border rounded">
      <Table ref={tableRef} size="sm" className={classes.filter(Boolean).join(' ')} style={style}>
        <caption className="visually-hidden">{caption}</caption>
        {colgroup ? <colgroup>{colgroup}</colgroup> : null}
        <thead className="table-light">
          <tr>
            {leading}
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Student</th>
            {headers}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </div>
  );
}

/** Props of {@link StudentCells}. */
export interface StudentCellsProps {
  row: number;
  name: string;
  /** Keeps the name on one line; off where a note goes under it. */
  nowrap?: boolean;
  /** Under the name, e.g. the server's refusal of this student's record. */
  children?: ReactNode;
}

/** The first cells of an entry grid's row: its number and the student's name as the row header. */
export function StudentCells({ row, name, nowrap = true, children }: StudentCellsProps) {
  return (
    <>
      <td className="text-body-secondary text-end">{row + 1}</td>
      <th scope="row" className={nowrap ? 'fw-normal text-nowrap' : 'fw-normal'}>
        <PersonName name={name} />
        {children}
      </th>
    </>
  );
}
