import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { entryDraftKey, useEntryDraftPersistence } from '@/components/entry-grid/entry-drafts';
import type { ChangedCell } from '@/components/entry-grid/entry-grid-store';
import { planFillColumn, type FillMode } from '@/components/entry-grid/fill-column';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGrid, useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import type { GradebookSheet } from '@/features/gradebook/api/get-gradebook';
import { useSaveGradebookScores } from '@/features/gradebook/api/save-gradebook-scores';
import { FillColumnForm } from '@/features/gradebook/components/fill-column-form';
import { GradeBoundariesPanel } from '@/features/gradebook/components/grade-boundaries-panel';
import { MarkGrid } from '@/features/gradebook/components/mark-grid';
import { createMarkSheetStore } from '@/features/gradebook/components/mark-sheet-store';
import { reportPaste } from '@/features/gradebook/components/paste-feedback';
import { SheetActions } from '@/features/gradebook/components/sheet-actions';
import { markHint, parseMark } from '@/features/gradebook/rules/mark-value';
import { sheetCsv } from '@/features/gradebook/rules/sheet-csv';
import { toApiError } from '@/lib/api-error';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useSession } from '@/lib/session/session-context';
import type { Term } from '@/lib/school-rules/term-score';

type Pending =
  | { kind: 'save'; cells: ChangedCell[] }
  | { kind: 'discard' }
  | { kind: 'fill'; col: number; value: string; overwrites: number };

/** The mark sheet of one subject year and term: grid, live results, boundaries, fill, save and export. */
export function MarkSheet({ sheet, term }: { sheet: GradebookSheet; term: Term }) {
  const { user, ability } = useSession();
  const canUpdate = ability.can('update', 'StudentReport');
  const hintId = useId();
  const draftKey = entryDraftKey({
    userId: user.id,
    screen: 'gradebook',
    scope: `${sheet.subjectYear.id}:term-${term}`,
  });
  const { store, restored } = useMemo(() => createMarkSheetStore(sheet, draftKey), [sheet, draftKey]);
  // Only the draft found on opening is news; a store rebuilt after a save or refetch is not.
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const grid = useEntryGrid(store, reportPaste);
  useEntryDraftPersistence(store, draftKey);
  const status = useEntryGridStatus(store);
  const save = useSaveGradebookScores();
  const [pending, setPending] = useState<Pending | null>(null);
  const maxScore = Math.max(...sheet.assessments.map((assessment) => assessment.maxScore), 0);

  const furtherByStudent = useMemo(
    () =>
      term === 2 || term === 4
        ? new Map(
            sheet.previousTermFinalScores.map(({ studentId, finalScore, finalScoreIncomplete }) => [
              studentId,
              { finalScore, finalScoreIncomplete },
            ]),
          )
        : null,
    [sheet, term],
  );

  async function saveCells(cells: ChangedCell[]) {
    const scores = cells.map((cell) => ({
      studentId: cell.rowId,
      assessmentId: cell.colId,
      score: parseMark(cell.value, sheet.assessments[cell.col]?.maxScore ?? 0) ?? null,
    }));
    await save.mutateAsync({ subjectYearId: sheet.subjectYear.id, term, scores });
    store.markSaved(cells);
    setRestoredOnOpen(0);
  }

  function fill(col: number, value: string, mode: FillMode) {
    const edits = planFillColumn(col, value, mode, store.rows, (cell) => store.getValue(cell));
    const overwrites = edits.filter((edit) => store.getValue(edit).trim() !== '').length;
    if (overwrites > 0) setPending({ kind: 'fill', col, value, overwrites });
    else grid.fillColumn(col, value, mode);
  }

  function exportCsv() {
    const { rows, columns } = sheetCsv(
      {
        term,
        assessments: sheet.assessments,
        students: sheet.students,
        boundaries: sheet.gradeBoundaries,
        furtherByStudent,
      },
      (row) => store.getRow(row),
    );
    downloadCsv(`gradebook-${sheet.subjectYear.name}-term-${term}`, toCsv(rows, columns));
  }

  function discard() {
    store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
    setRestoredOnOpen(0);
  }

  return (
    <>
      <GradeBoundariesPanel boundaries={sheet.gradeBoundaries} term={term} canEdit={canUpdate} />
      {restoredOnOpen > 0 && status.changed > 0 ? (
        <Alert variant="info" onClose={() => setRestoredOnOpen(0)} dismissible>
          {restoredOnOpen} unsaved mark(s) from your last visit were restored from this browser. Save them, or discard
          them.
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <FillColumnForm
          assessments={sheet.assessments}
          disabled={!canUpdate || sheet.students.length === 0}
          onFill={fill}
        />
        <SheetActions
          status={status}
          canUpdate={canUpdate}
          saving={save.isPending}
          onSave={() => setPending({ kind: 'save', cells: store.changedCells() })}
          onDiscard={() => setPending({ kind: 'discard' })}
          onExport={exportCsv}
        />
      </div>
      <p id={hintId} className="small text-body-secondary mb-2">
        Enter moves down a column, Shift+Enter up, the arrow keys between cells. Paste a column copied from a
        spreadsheet into its first cell. {markHint(maxScore)}
      </p>
      {sheet.students.length === 0 ? (
        <p className="text-body-secondary text-center py-4">This class has no students.</p>
      ) : (
        <MarkGrid
          sheet={sheet}
          term={term}
          store={store}
          grid={grid}
          furtherByStudent={furtherByStudent}
          readOnly={!canUpdate}
          hintId={hintId}
        />
      )}
      <UnsavedChangesGuard when={status.changed > 0} />
      <ConfirmDialog
        show={pending?.kind === 'save'}
        title="Save marks?"
        body={
          <>
            <p className="mb-0">
              Save {pending?.kind === 'save' ? pending.cells.length : 0} changed mark(s) of {sheet.subjectYear.name},
              term {term}?
            </p>
            {save.isError ? (
              <Alert variant="danger" className="mt-3 mb-0">
                {toApiError(save.error, 'The marks could not be saved.').message} Your marks are still here; try again.
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Save"
        pending={save.isPending}
        onConfirm={() => (pending?.kind === 'save' ? saveCells(pending.cells) : undefined)}
        onHide={() => {
          setPending(null);
          save.reset();
        }}
      />
      <ConfirmDialog
        show={pending?.kind === 'discard'}
        title="Discard changes?"
        body={`Discard ${status.changed} unsaved change(s) and go back to the saved marks?`}
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={discard}
        onHide={() => setPending(null)}
      />
      <ConfirmDialog
        show={pending?.kind === 'fill'}
        title="Overwrite marks?"
        body={
          pending?.kind === 'fill'
            ? `Set ${pending.value} in every cell of ${sheet.assessments[pending.col]?.name ?? ''}, replacing ${pending.overwrites} mark(s) already there?`
            : ''
        }
        confirmLabel="Overwrite"
        confirmVariant="danger"
        onConfirm={() => {
          if (pending?.kind === 'fill') grid.fillColumn(pending.col, pending.value, 'all');
        }}
        onHide={() => setPending(null)}
      />
    </>
  );
}
