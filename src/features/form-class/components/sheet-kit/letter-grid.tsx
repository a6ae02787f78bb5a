import { memo, type ReactNode } from 'react';
import './letter-grid.css';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { EntryGridTable, StudentCells } from '@/components/entry-grid/entry-grid-table';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';
import { RowHistoryButton, type RecordStudent, type RowHistoryKind } from '@/features/form-class/components/sheet-kit/row-history-button';

/** Props of {@link LetterGridHint}. */
export interface LetterGridHintProps {
  /** What each letter stands for. */
  legend: ReactNode;
  /** The id every cell is described by, and how to type into the grid. */
  hintId: string;
  hint: ReactNode;
}

/** Above a letter grid, before the sheet's actions: its legend and typing hint. */
export function LetterGridHint({ legend, hintId, hint }: LetterGridHintProps) {
  return (
    <div>
      {legend}
      <p id={hintId} className="small text-body-secondary mb-0 mt-1">
        {hint}
      </p>
    </div>
  );
}

/** Props of {@link LetterGrid}. */
export interface LetterGridProps {
  caption: string;
  students: readonly RecordStudent[];
  /** Whose record each row's history button opens, and the term of a term grid (null for the year records). */
  history: { kind: RowHistoryKind; term: number | null };
  /** The columns by their text (conduct descriptors, observation areas). */
  columns: readonly string[];
  /** Each column's width, in rem. */
  columnWidth: number;
  grid: EntryGridController;
  store: EntryGridStore;
  serverErrors: ReadonlyMap<string, string[]>;
  /** Locked by the reports' sign-off, or not the user's to change: the letters can be read, not typed or pasted over. */
  readOnly: boolean;
  hintId: string;
  /** Under each cell, e.g. what the typed letter means; without it a row never re-renders as the teacher types. */
  cellNote?: (value: string) => ReactNode;
}

/** Students by named columns, one letter per cell (conduct frequencies, FTP observation levels). */
export function LetterGrid({ caption, students, columns, columnWidth, history, ...rowProps }: LetterGridProps) {
  return (
    <EntryGridTable
      caption={caption}
      className="letter-grid"
      style={{ minWidth: `${18 + columns.length * columnWidth}rem` }}
      colgroup={
        <>
          <col className="entry-grid-index" />
          <col className="entry-grid-student" />
          {columns.map((column) => (
            <col key={column} style={{ width: `${columnWidth}rem` }} />
          ))}
        </>
      }
      headers={columns.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    >
      {students.map((student, row) => (
        <LetterGridRow
          key={student.id}
          row={row}
          student={student}
          historyKind={history.kind}
          term={history.term}
          columns={columns}
          grid={rowProps.grid}
          readOnly={rowProps.readOnly}
          store={rowProps.store}
          serverErrors={rowProps.serverErrors.get(student.id)}
          hintId={rowProps.hintId}
          cellNote={rowProps.cellNote}
        />
      ))}
    </EntryGridTable>
  );
}

interface LetterGridRowProps extends Pick<LetterGridProps, 'columns' | 'grid' | 'store' | 'hintId' | 'cellNote' | 'readOnly'> {
  row: number;
  student: RecordStudent;
  historyKind: RowHistoryKind;
  term: number | null;
  serverErrors: readonly string[] | undefined;
}

/** One student's letters, a refusal of their record under the name; memoised, re-rendered when this row changes. */
const LetterGridRow = memo(function LetterGridRow(props: LetterGridRowProps) {
  const { row, student, historyKind, term, columns, grid, store, serverErrors, hintId, cellNote, readOnly } = props;
  const values = useEntryGridRow(store, row);
  const errorId = `${studentRowId(student.id)}-error`;
  return (
    <tr id={studentRowId(student.id)}>
      <StudentCells row={row} name={student.fullName} nowrap={false}>
        <RowHistoryButton kind={historyKind} recordId={student.recordId} fullName={student.fullName} term={term} />
        {serverErrors?.length ? (
          <div id={errorId} className="small text-danger">
            {serverErrors.join(' ')}
          </div>
        ) : null}
      </StudentCells>
      {columns.map((column, col) => (
        <td key={column}>
          <input
            className="form-control form-control-sm entry-grid-cell letter-cell"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-label={`${column} for ${student.fullName}`}
            aria-describedby={serverErrors?.length ? `${errorId} ${hintId}` : hintId}
            readOnly={readOnly}
            {...grid.cellProps({ row, col })}
          />
          {cellNote ? (
            <span className="letter-cell-note text-body-secondary">{cellNote(values[col] ?? '')}</span>
          ) : null}
        </td>
      ))}
    </tr>
  );
});
