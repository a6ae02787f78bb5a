import { useId } from 'react';
import { reportPaste } from '@/components/entry-grid/paste-feedback';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import type { HeightWeightSheet as Sheet } from '@/features/form-class/api/form-class-schemas';
import type { TermSheetProps } from '@/features/form-class/components/class-list/term-sheet-page';
import { useSaveHeightWeight } from '@/features/form-class/api/height-and-weight';
import { useFormClassDraftKey } from '@/features/form-class/components/sheet-kit/student-entries';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useRecordAccess } from '@/features/form-class/components/sheet-kit/use-record-access';
import { HeightWeightGrid } from './height-weight-grid';
import { createHeightWeightStore } from './height-weight-store';
import { parseMeasurement } from './measurement-value';
import {
  gridActionWords,
  gridConflict,
  RefusedValuesAlert,
} from '@/features/form-class/components/sheet-kit/grid-save-problems';
import { useStudentRowLink } from '@/features/form-class/components/sheet-kit/student-row-link';
import { useGridSave } from '@/features/form-class/components/sheet-kit/use-grid-save';
import { countOf } from '@/domain/school/count-words';

/** Props of {@link HeightWeightSheet}: those of every term grid. */
export type HeightWeightSheetProps = TermSheetProps<Sheet>;

/** A class's heights and weights of one term: the grid with BMI, changes and checks, and its confirmed save. */
export function HeightWeightSheet({ sheet, term, onReload }: HeightWeightSheetProps) {
  const { canUpdate, lockedReason, termLock } = useRecordAccess('HeightAndWeight', sheet.classYear.id, term);
  const hintId = useId();
  const draftKey = useFormClassDraftKey('height-and-weight', sheet, term);
  const mutation = useSaveHeightWeight({ successMessage: 'Heights and weights saved.', suppressErrorToast: true });
  const refreshLock = useRefreshTermLock(sheet.classYear.id);
  const { store, refusedByRow, records } = useGridSave({
    sheet,
    draftKey,
    createStore: createHeightWeightStore,
    fieldsOf: (current, row) => ({
      heightCm: parseMeasurement(current.getValue({ row, col: 0 }), 'heightCm') ?? null,
      weightKg: parseMeasurement(current.getValue({ row, col: 1 }), 'weightKg') ?? null,
    }),
    send: (entries) =>
      mutation.mutateAsync({ classYearId: sheet.classYear.id, academicYearId: sheet.academicYearId, term, entries }),
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
  });
  const grid = useEntryGrid(store, reportPaste);
  useStudentRowLink(true);
  const { status } = records;

  return (
    <>
    <LockedNotice message={termLock} />
    <RecordSheetFrame
      sheet={records}
      saving={mutation.isPending}
      draftNoun="value"
      saveLabel="Save heights and weights"
      {...gridActionWords(lockedReason, status)}
      tools={
        <p id={hintId} className="small text-body-secondary mb-0">
          Height in centimetres, weight in kilograms, at most one decimal. Enter moves down a column, the arrow keys
          between cells; paste columns copied from a spreadsheet into the first cell.
        </p>
      }
      conflict={gridConflict(records.problem, onReload)}
      refusal={<RefusedValuesAlert problem={records.problem} onClose={records.clearProblem} />}
      save={{
        title: 'Save heights and weights?',
        question: `Save the changed heights and weights of ${countOf(new Set(records.confirming?.map((cell) => cell.row)).size, 'student')} of ${sheet.classYear.name}, term ${term}?`,
        keptMessage: 'What you typed is still here; try again.',
      }}
      savedWhat="saved heights and weights"
      emptyMessage={sheet.data.length === 0 ? 'This class has no students.' : null}
    >
      <HeightWeightGrid
        sheet={sheet}
        store={store}
        grid={grid}
        refusedByRow={refusedByRow}
        readOnly={!canUpdate || mutation.isPending}
        hintId={hintId}
      />
    </RecordSheetFrame>
    </>
  );
}
