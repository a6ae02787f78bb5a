import { memo, type ReactNode } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import type { HeightWeightRow as Row } from '@/features/form-class/api/form-class-schemas';
import { bmi } from '@/domain/form-class/bmi';
import { HEIGHT_WEIGHT_COLUMNS } from './height-weight-store';
import { formatChange, measurementChange } from './measurement-change';
import { parseMeasurement } from './measurement-value';
import type { RefusedCell } from '@/features/form-class/components/sheet-kit/refused-cells';
import { rowChecks, type PreviousValues } from './row-checks';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';
import { RowHistoryButton } from '@/features/form-class/components/sheet-kit/row-history-button';

/** Props of {@link HeightWeightRow}. */
export interface HeightWeightRowProps {
  store: EntryGridStore;
  grid: EntryGridController;
  row: number;
  record: Row;
  term: number;
  previous: PreviousValues | null;
  refused: readonly RefusedCell[] | undefined;
  readOnly: boolean;
  hintId: string;
}

const UNITS = { heightCm: 'cm', weightKg: 'kg' } as const;

function Change({ change, unit }: { change: number | null; unit: 'cm' | 'kg' }) {
  const text = formatChange(change, unit);
  if (text === null) return <span title="No earlier measurement to compare">–</span>;
  return <span>{text}</span>;
}

/**
 * One student's height and weight with the live BMI, the change since the previous term and what is refused or
 * flagged. Memoised and subscribed to its own row only, so typing re-renders this row alone.
 */
export const HeightWeightRow = memo(function HeightWeightRow({
  store,
  grid,
  row,
  record,
  term,
  previous,
  refused,
  readOnly,
  hintId,
}: HeightWeightRowProps) {
  const values = useEntryGridRow(store, row);
  const typed = { heightCm: values[0] ?? '', weightKg: values[1] ?? '' };
  const height = parseMeasurement(typed.heightCm, 'heightCm');
  const weight = parseMeasurement(typed.weightKg, 'weightKg');
  const index = bmi(height, weight);
  const serverNotes = (refused ?? []).filter((cell) => cell.colId === null || typed[cell.colId as keyof typeof typed] === cell.value);
  const notes = [
    ...rowChecks(typed, previous).map((check) => ({ ...check, colId: check.measurement as string | null })),
    ...serverNotes.map((cell) => ({ colId: cell.colId, severity: 'refused' as const, message: cell.message })),
  ];
  const noteId = (position: number) => `${studentRowId(record.studentId)}-note-${position}`;
  const describedBy = (colId: string) =>
    [hintId, ...notes.flatMap((note, position) => (note.colId === colId ? [noteId(position)] : []))].join(' ');

  return (
    <tr id={studentRowId(record.studentId)}>
      <StudentCells row={row} name={record.student.fullName}>
        <RowHistoryButton kind="heightAndWeight" recordId={record.recordId} fullName={record.student.fullName} term={term} />
      </StudentCells>
      {HEIGHT_WEIGHT_COLUMNS.map((measurement, col) => (
        <MeasurementCells
          key={measurement}
          input={
            <input
              className="form-control form-control-sm entry-grid-cell text-end form-class-cell"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              readOnly={readOnly}
              aria-label={`${measurement === 'heightCm' ? 'Height (cm)' : 'Weight (kg)'} for ${record.student.fullName}`}
              aria-describedby={describedBy(measurement)}
              {...grid.cellProps({ row, col })}
            />
          }
          change={measurementChange(measurement === 'heightCm' ? (height ?? null) : (weight ?? null), previous?.[measurement] ?? null)}
          unit={UNITS[measurement]}
        />
      ))}
      <td className="text-end fw-semibold">{index === null ? '–' : index.toFixed(1)}</td>
      <td className="small">
        {notes.length === 0 ? null : (
          <ul className="list-unstyled mb-0">
            {notes.map((note, position) => (
              <li
                key={`${note.colId ?? 'row'}-${note.message}`}
                id={noteId(position)}
                className={note.severity === 'refused' ? 'text-danger' : 'text-warning-emphasis'}
              >
                <span aria-hidden="true">{note.severity === 'refused' ? '✕ ' : '⚠ '}</span>
                {note.message}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
});

function MeasurementCells({ input, change, unit }: { input: ReactNode; change: number | null; unit: 'cm' | 'kg' }) {
  return (
    <>
      <td>{input}</td>
      <td className="text-end small text-nowrap">
        <Change change={change} unit={unit} />
      </td>
    </>
  );
}
