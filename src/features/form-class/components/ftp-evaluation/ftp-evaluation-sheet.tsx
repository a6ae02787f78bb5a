import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { entryDraftKey, useEntryDraftPersistence } from '@/components/entry-grid/entry-drafts';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGrid, useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import { useSaveFtpEvaluation, type FtpEvaluationSheet as Sheet } from '@/features/form-class/api/ftp-evaluation';
import { FtpConflictAlert } from '@/features/form-class/components/ftp-evaluation/ftp-conflict-alert';
import { FtpEvaluationGrid } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-grid';
import { reportFtpEvaluationPaste } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-paste';
import { createFtpEvaluationStore } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-store';
import { ObservationLevelLegend } from '@/features/form-class/components/ftp-evaluation/observation-level-legend';
import { useFtpEvaluationSave } from '@/features/form-class/components/ftp-evaluation/use-ftp-evaluation-save';
import { RecordSaveDialog } from '@/features/form-class/components/remark/record-save-dialog';
import { RecordSheetActions } from '@/features/form-class/components/remark/record-sheet-actions';
import { SaveErrorAlert } from '@/features/form-class/components/remark/save-error-alert';
import { useSession } from '@/lib/session/session-context';

/** Props of {@link FtpEvaluationSheet}. */
export interface FtpEvaluationSheetProps {
  sheet: Sheet;
  /** Fetches the saved levels again (after a 409). */
  onReload: () => Promise<{ data?: Sheet }>;
  reloading: boolean;
}

/** A class's year-end FTP evaluation: students by observation areas, a level letter each, saved per changed student. */
export function FtpEvaluationSheet({ sheet, onReload, reloading }: FtpEvaluationSheetProps) {
  const { user } = useSession();
  const hintId = useId();
  const { classYear, academicYearId } = sheet;
  const draftKey = entryDraftKey({ userId: user.id, screen: 'ftp-evaluation', scope: `${classYear.id}:${academicYearId}` });
  // Built once, and again only on a reload after a 409, so typing never rebuilds the grid.
  const [{ store, restored, students, areas }, setBuilt] = useState(() => createFtpEvaluationStore(sheet, draftKey));
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const grid = useEntryGrid(store, reportFtpEvaluationPaste);
  useEntryDraftPersistence(store, draftKey);
  const status = useEntryGridStatus(store);
  const mutation = useSaveFtpEvaluation({ successMessage: 'FTP evaluation saved.', suppressErrorToast: true });
  const versions = useMemo(() => new Map(sheet.data.map((row) => [row.studentId, row.version])), [sheet]);
  const save = useFtpEvaluationSave({
    store,
    versionOf: (studentId) => versions.get(studentId) ?? 0,
    send: (entries) => mutation.mutateAsync({ classYearId: classYear.id, academicYearId, entries }),
  });
  const [discarding, setDiscarding] = useState(false);
  const names = new Map(students.map((student) => [student.id, student.fullName]));

  const keepMine = () =>
    void onReload().then(({ data }) => {
      if (!data) return;
      const model = createFtpEvaluationStore(data, draftKey);
      setBuilt(model);
      save.resolveConflict();
      save.ask(model.store.changedCells());
    });
  const loadTheirs = () => {
    const theirs = new Set(save.conflictIds);
    // Back to saved for those students first: the draft drops them, so the rebuilt grid loads their new levels.
    store.setValues(
      store.changedCells()
        .filter((cell) => theirs.has(cell.rowId))
        .map(({ row, col, savedValue }) => ({ row, col, value: savedValue })),
    );
    void onReload().then(({ data }) => {
      if (data) setBuilt(createFtpEvaluationStore(data, draftKey));
      save.resolveConflict();
    });
  };

  return (
    <>
      {restoredOnOpen > 0 && status.changed > 0 ? (
        <Alert variant="info" onClose={() => setRestoredOnOpen(0)} dismissible>
          {restoredOnOpen} unsaved level(s) from your last visit were restored from this browser. Save them, or discard
          them.
        </Alert>
      ) : null}
      {save.conflictIds ? (
        <FtpConflictAlert
          names={save.conflictIds.map((id) => names.get(id) ?? id)}
          busy={reloading}
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      <SaveErrorAlert messages={save.serverErrors.get('')} />
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <div>
          <ObservationLevelLegend />
          <p id={hintId} className="small text-body-secondary mb-0 mt-1">
            Type N, E, F or C. Enter moves down a column, Shift+Enter up, the arrow keys between cells. Paste a block
            copied from a spreadsheet (letters or level names) into its first cell.
          </p>
        </div>
        <RecordSheetActions
          status={status}
          noun="FTP evaluation"
          invalidReason={`Fix ${status.invalid} level(s) that are not N, E, F or C before saving.`}
          saving={mutation.isPending}
          onSave={() => save.ask()}
          onDiscard={() => setDiscarding(true)}
        />
      </div>
      {students.length === 0 ? (
        <p className="text-body-secondary text-center py-4">This class has no students.</p>
      ) : (
        <FtpEvaluationGrid
          caption={`FTP evaluation of ${classYear.name}, ${classYear.academicYear.year}`}
          students={students}
          areas={areas}
          grid={grid}
          store={store}
          serverErrors={save.serverErrors}
          hintId={hintId}
        />
      )}
      <UnsavedChangesGuard when={status.changed > 0} />
      <RecordSaveDialog
        show={save.confirming !== null}
        title="Save FTP evaluation?"
        question={`Save ${save.confirming?.length ?? 0} changed level(s) of ${
          new Set(save.confirming?.map((cell) => cell.rowId)).size
        } student(s) of ${classYear.name}, ${classYear.academicYear.year}?`}
        mutation={mutation}
        errorFallback="The FTP evaluation could not be saved."
        keptMessage="Your levels are still here; try again."
        onConfirm={save.confirm}
        onClose={save.close}
      />
      <ConfirmDialog
        show={discarding}
        title="Discard changes?"
        body={`Discard ${status.changed} unsaved change(s) and go back to the saved levels?`}
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={() => {
          store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
          setRestoredOnOpen(0);
        }}
        onHide={() => setDiscarding(false)}
      />
    </>
  );
}
