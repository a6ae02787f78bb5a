import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { entryDraftKey, useEntryDraftPersistence } from '@/components/entry-grid/entry-drafts';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGrid, useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import type { HeightWeightSheet as Sheet } from '@/features/form-class/api/form-class-schemas';
import { useSaveHeightWeight } from '@/features/form-class/api/height-and-weight';
import { toApiError } from '@/lib/api-error';
import type { Term } from '@/lib/school-rules/term-score';
import { useSession } from '@/lib/session/session-context';
import { GridActions } from './grid-actions';
import { HeightWeightGrid } from './height-weight-grid';
import { createHeightWeightStore } from './height-weight-store';
import { parseMeasurement } from './measurement-value';
import { reportPaste } from './paste-feedback';
import { useRefusedCells } from './refused-cells';
import { SaveProblemAlert } from './save-problem-alert';
import { useStudentRowLink } from './student-row-link';
import { useGridSave } from './use-grid-save';

/** Props of {@link HeightWeightSheet}. */
export interface HeightWeightSheetProps {
  sheet: Sheet;
  term: Term;
  /** Fetches the saved sheet again (after someone else saved); typed values stay as a draft on top. */
  onReload: () => Promise<unknown>;
}

/** A class's heights and weights of one term: the grid with BMI, changes and checks, and its confirmed save. */
export function HeightWeightSheet({ sheet, term, onReload }: HeightWeightSheetProps) {
  const { user, ability } = useSession();
  const canUpdate = ability.can('update', 'HeightAndWeight');
  const hintId = useId();
  const draftKey = entryDraftKey({
    userId: user.id,
    screen: 'height-and-weight',
    scope: `${sheet.classYear.id}:${sheet.academicYearId}:term-${term}`,
  });
  const refused = useRefusedCells();
  const { isRefused } = refused;
  const { store, restored } = useMemo(() => createHeightWeightStore(sheet, draftKey, isRefused), [sheet, draftKey, isRefused]);
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const grid = useEntryGrid(store, reportPaste);
  useEntryDraftPersistence(store, draftKey);
  const status = useEntryGridStatus(store);
  useStudentRowLink(true);
  const mutation = useSaveHeightWeight({ successMessage: 'Heights and weights saved.', suppressErrorToast: true });
  const versions = useMemo(() => new Map(sheet.data.map((row) => [row.studentId, row.version])), [sheet]);
  const { save, problem, clearProblem } = useGridSave({
    store,
    refused,
    entriesOf: (cells) =>
      [...new Set(cells.map((cell) => cell.row))].map((row) => ({
        studentId: store.rowIds[row] ?? '',
        heightCm: parseMeasurement(store.getValue({ row, col: 0 }), 'heightCm') ?? null,
        weightKg: parseMeasurement(store.getValue({ row, col: 1 }), 'weightKg') ?? null,
        version: versions.get(store.rowIds[row] ?? '') ?? 0,
      })),
    send: (entries) =>
      mutation.mutateAsync({ classYearId: sheet.classYear.id, academicYearId: sheet.academicYearId, term, entries }),
  });
  const [asking, setAsking] = useState<'save' | 'discard' | null>(null);
  const changedStudents = new Set(store.changedCells().map((cell) => cell.row)).size;

  function discard() {
    store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
    setRestoredOnOpen(0);
  }

  return (
    <>
      {restoredOnOpen > 0 && status.changed > 0 ? (
        <Alert variant="info" onClose={() => setRestoredOnOpen(0)} dismissible>
          {restoredOnOpen} unsaved value(s) from your last visit were restored from this browser. Save them, or discard
          them.
        </Alert>
      ) : null}
      <SaveProblemAlert problem={problem} onReload={onReload} onClose={clearProblem} />
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <p id={hintId} className="small text-body-secondary mb-0">
          Height in centimetres, weight in kilograms, at most one decimal. Enter moves down a column, the arrow keys
          between cells; paste columns copied from a spreadsheet into the first cell.
        </p>
        <GridActions
          status={status}
          canUpdate={canUpdate}
          saving={mutation.isPending}
          saveLabel="Save heights and weights"
          onSave={() => setAsking('save')}
          onDiscard={() => setAsking('discard')}
        />
      </div>
      {sheet.data.length === 0 ? (
        <p className="text-body-secondary text-center py-4">This class has no students.</p>
      ) : (
        <HeightWeightGrid
          sheet={sheet}
          store={store}
          grid={grid}
          refusedByRow={refused.byRow}
          readOnly={!canUpdate || mutation.isPending}
          hintId={hintId}
        />
      )}
      <UnsavedChangesGuard when={status.changed > 0} />
      <ConfirmDialog
        show={asking === 'save'}
        title="Save heights and weights?"
        body={
          <>
            <p className="mb-0">
              Save the changed heights and weights of {changedStudents} student(s) of {sheet.classYear.name}, term{' '}
              {term}?
            </p>
            {mutation.isError && problem === null ? (
              <Alert variant="danger" className="mt-3 mb-0">
                {toApiError(mutation.error, 'The records could not be saved.').message} What you typed is still here;
                try again.
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Save"
        pending={mutation.isPending}
        onConfirm={async () => {
          await save();
          setRestoredOnOpen(0);
        }}
        onHide={() => {
          setAsking(null);
          mutation.reset();
        }}
      />
      <ConfirmDialog
        show={asking === 'discard'}
        title="Discard changes?"
        body={`Discard ${status.changed} unsaved change(s) and go back to the saved heights and weights?`}
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={discard}
        onHide={() => setAsking(null)}
      />
    </>
  );
}
