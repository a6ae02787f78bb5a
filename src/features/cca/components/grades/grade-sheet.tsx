import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { entryDraftKey, useEntryDraftPersistence } from '@/components/entry-grid/entry-drafts';
import type { ChangedCell } from '@/components/entry-grid/entry-grid-store';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGrid, useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import type { CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { useSaveCcaGrades } from '@/features/cca/api/cca-writes';
import { GradeActions } from '@/features/cca/components/grades/grade-actions';
import { GradeGrid } from '@/features/cca/components/grades/grade-grid';
import { reportPaste } from '@/features/cca/components/grades/paste-feedback';
import { createGradeSheetStore } from '@/features/cca/components/grades/grade-sheet-store';
import { gradeEntries } from '@/features/cca/rules/grade-cells';
import { toApiError } from '@/lib/api-error';
import { ATTENDANCE_MESSAGE, GRADE_MESSAGE } from '@/lib/school-rules/cca';
import { useSession } from '@/lib/session/session-context';

/** Props of {@link GradeSheet}. */
export interface GradeSheetProps {
  detail: CcaYearDetail;
  /** Why the grades cannot be changed (no permission, a past year), or null. */
  lockedReason: string | null;
  /** Fetches the latest grades; the typed values stay on top of them (they are in the draft). */
  onReload: () => void;
}

/** The participation grid of one CCA year: keyboard, paste, drafts, a confirmed save of the changed cells only. */
export function GradeSheet({ detail, lockedReason, onReload }: GradeSheetProps) {
  const { user } = useSession();
  const hintId = useId();
  const draftKey = entryDraftKey({ userId: user.id, screen: 'cca-grades', scope: `${detail.id}:${detail.academicYearId}` });
  const { store, restored } = useMemo(() => createGradeSheetStore(detail, draftKey), [detail, draftKey]);
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const grid = useEntryGrid(store, reportPaste);
  useEntryDraftPersistence(store, draftKey);
  const status = useEntryGridStatus(store);
  const save = useSaveCcaGrades();
  const [pending, setPending] = useState<{ kind: 'save'; cells: ChangedCell[] } | { kind: 'discard' } | null>(null);
  const [conflict, setConflict] = useState(false);

  async function saveCells(cells: ChangedCell[]) {
    try {
      await save.mutateAsync({ id: detail.id, body: { version: detail.version, grades: gradeEntries(cells) } });
    } catch (error) {
      if (toApiError(error).status === 409) {
        setConflict(true);
        setPending(null);
      }
      throw error;
    }
    store.markSaved(cells);
    setRestoredOnOpen(0);
    setConflict(false);
  }

  function discard() {
    store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
    setRestoredOnOpen(0);
  }

  const saveError = save.isError && !conflict ? toApiError(save.error, 'The grades could not be saved.').message : null;
  return (
    <>
      {conflict ? (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{toApiError(save.error).message}</span>
          <Button
            size="sm"
            variant="outline-dark"
            onClick={() => {
              setConflict(false);
              save.reset();
              onReload();
            }}
          >
            Load the latest grades
          </Button>
        </Alert>
      ) : null}
      {restoredOnOpen > 0 && status.changed > 0 ? (
        <Alert variant="info" onClose={() => setRestoredOnOpen(0)} dismissible>
          {restoredOnOpen} unsaved value(s) from your last visit were restored from this browser. Save them, or discard
          them.
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <GradeActions
          status={status}
          lockedReason={lockedReason}
          saving={save.isPending}
          onSave={() => setPending({ kind: 'save', cells: store.changedCells() })}
          onDiscard={() => setPending({ kind: 'discard' })}
        />
      </div>
      <p id={hintId} className="small text-body-secondary mb-2">
        Enter moves down a column, Shift+Enter up, the arrow keys between cells; paste columns copied from a
        spreadsheet. {ATTENDANCE_MESSAGE} {GRADE_MESSAGE}
      </p>
      {detail.members.length === 0 ? (
        <p className="text-body-secondary text-center py-4">This CCA has no members yet.</p>
      ) : (
        <GradeGrid detail={detail} store={store} grid={grid} readOnly={lockedReason !== null} hintId={hintId} />
      )}
      <UnsavedChangesGuard when={status.changed > 0} />
      <ConfirmDialog
        show={pending?.kind === 'save'}
        title="Save grades?"
        body={
          <>
            <p className="mb-0">
              Save {pending?.kind === 'save' ? pending.cells.length : 0} changed value(s) of {detail.name},{' '}
              {detail.academicYear.year}?
            </p>
            {saveError ? (
              <Alert variant="danger" className="mt-3 mb-0">
                {saveError} Your grades are still here; try again.
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Save"
        pending={save.isPending}
        onConfirm={() => (pending?.kind === 'save' ? saveCells(pending.cells) : undefined)}
        onHide={() => {
          setPending(null);
          if (!conflict) save.reset();
        }}
      />
      <ConfirmDialog
        show={pending?.kind === 'discard'}
        title="Discard changes?"
        body={`Discard ${status.changed} unsaved change(s) and go back to the saved grades?`}
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={discard}
        onHide={() => setPending(null)}
      />
    </>
  );
}
