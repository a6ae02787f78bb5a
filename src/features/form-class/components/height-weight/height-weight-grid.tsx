import { useMemo } from 'react';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import { EntryGridTable } from '@/components/entry-grid/entry-grid-table';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { HeightWeightSheet } from '@/features/form-class/api/form-class-schemas';
import { HeightWeightRow } from './height-weight-row';
import type { RefusedCell } from '@/features/form-class/components/sheet-kit/refused-cells';
import '@/features/form-class/components/sheet-kit/form-class-grid.css';

/** Props of {@link HeightWeightGrid}. */
export interface HeightWeightGridProps {
  sheet: HeightWeightSheet;
  store: EntryGridStore;
  grid: EntryGridController;
  refusedByRow: ReadonlyMap<string, readonly RefusedCell[]>;
  readOnly: boolean;
  hintId: string;
}

/** How the grid names the term a previous measurement is from: "term 1", or "term 4 of 2025/2026". */
function previousLabel(previous: { academicYearId: string; term: number }, sheet: HeightWeightSheet): string {
  return previous.academicYearId === sheet.academicYearId ? `term ${previous.term}` : `term ${previous.term} of last year`;
}

/** Students by height and weight, each with its change since the previous term, the BMI and the checks. */
export function HeightWeightGrid({ sheet, store, grid, refusedByRow, readOnly, hintId }: HeightWeightGridProps) {
  // One object per student for the whole sheet, so the memoised rows are not re-rendered by a new prop.
  const previousByStudent = useMemo(
    () =>
      new Map(
        sheet.data.map((record) => [
          record.studentId,
          record.previous
            ? { heightCm: record.previous.heightCm, weightKg: record.previous.weightKg, label: previousLabel(record.previous, sheet) }
            : null,
        ]),
      ),
    [sheet],
  );
  const since = sheet.term === 1 ? 'since term 4 of last year' : `since term ${sheet.term - 1}`;
  return (
    <EntryGridTable
      caption={`Heights and weights of ${sheet.classYear.name}, term ${sheet.term}`}
      className="form-class-grid"
      headers={
        <>
          <th scope="col">Height (cm)</th>
          <th scope="col" className="text-end">
            Height change
            <div className="small fw-normal text-body-secondary">{since}</div>
          </th>
          <th scope="col">Weight (kg)</th>
          <th scope="col" className="text-end">
            Weight change
            <div className="small fw-normal text-body-secondary">{since}</div>
          </th>
          <th scope="col" className="text-end">
            BMI
            <div className="small fw-normal text-body-secondary">kg/m²</div>
          </th>
          <th scope="col">Check</th>
        </>
      }
    >
      {sheet.data.map((record, row) => (
        <HeightWeightRow
          key={record.studentId}
          store={store}
          grid={grid}
          row={row}
          record={record}
          term={sheet.term}
          previous={previousByStudent.get(record.studentId) ?? null}
          refused={refusedByRow.get(record.studentId)}
          readOnly={readOnly}
          hintId={hintId}
        />
      ))}
    </EntryGridTable>
  );
}
