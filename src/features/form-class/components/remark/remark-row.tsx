import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';
import type { RemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { remarkCounterText, remarkLength } from '@/features/form-class/rules/remark-length';
import { countOf } from '@/domain/school/count-words';
import { RowHistoryButton } from '@/features/form-class/components/sheet-kit/row-history-button';

/** Props of {@link RemarkRow}. */
export interface RemarkRowProps {
  store: EntryGridStore;
  column: RemarkColumn;
  row: number;
  student: { id: string; fullName: string; recordId: string };
  term: number;
  selected: boolean;
  onToggle: (studentId: string) => void;
  /** The server's refusal of this student's remark at the last save (422). */
  serverErrors: readonly string[] | undefined;
  /** The remark's slips (useRemarkSlips), one per line; '' when none. */
  slips: string;
  /** The records are locked (signed-off reports) or may not be changed: the remark can be read, not edited. */
  readOnly: boolean;
  hintId: string;
}

/**
 * One student's remark with its counter against the report's remark box. Memoised and subscribed to its own
 * row, so typing re-renders this row only.
 */
export const RemarkRow = memo(function RemarkRow({
  store,
  column,
  row,
  student,
  term,
  selected,
  onToggle,
  serverErrors,
  slips,
  readOnly,
  hintId,
}: RemarkRowProps) {
  const [text = ''] = useEntryGridRow(store, row);
  const { over, remaining } = remarkLength(text);
  const counterId = `remark-counter-${student.id}`;
  const errorId = `remark-error-${student.id}`;
  const slipsId = `remark-slips-${student.id}`;
  return (
    <tr id={studentRowId(student.id)} className="remark-row">
      <td className="text-center">
        <Form.Check
          aria-label={`Select ${student.fullName}`}
          checked={selected}
          onChange={() => onToggle(student.id)}
        />
      </td>
      <StudentCells row={row} name={student.fullName} nowrap={false}>
        <RowHistoryButton kind="remark" recordId={student.recordId} fullName={student.fullName} term={term} />
      </StudentCells>
      <td>
        <textarea
          className="form-control form-control-sm entry-grid-cell remark-editor"
          rows={2}
          aria-label={`Remark for ${student.fullName}`}
          aria-describedby={`${counterId} ${errorId} ${slipsId} ${hintId}`}
          readOnly={readOnly}
          {...column.editorProps(row)}
        />
        <div className="d-flex flex-wrap justify-content-between gap-2 small mt-1">
          <span id={errorId} className="text-danger">
            {over ? `Too long for the report's remark box: remove ${countOf(-remaining, 'character')}.` : null}
            {serverErrors?.join(' ')}
          </span>
          <span id={counterId} className={over ? 'text-danger fw-semibold' : 'text-body-secondary'}>
            {remarkCounterText(text)}
          </span>
        </div>
        <ul id={slipsId} className="remark-slips list-unstyled small text-warning-emphasis mb-0" aria-label={slips ? `Check the remark of ${student.fullName}` : undefined}>
          {slips === '' ? null : slips.split('\n').map((slip) => <li key={slip}>{slip}</li>)}
        </ul>
      </td>
    </tr>
  );
});
