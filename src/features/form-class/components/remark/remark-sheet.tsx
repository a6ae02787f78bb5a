import { useCallback, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { entryDraftKey, useEntryDraftPersistence } from '@/components/entry-grid/entry-drafts';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import type { RemarksSheet } from '@/features/form-class/api/form-class-schemas';
import { CommentBankPanel } from '@/features/form-class/components/remark/comment-bank-panel';
import { ConflictAlert } from '@/features/form-class/components/remark/conflict-alert';
import { RecordSheetActions } from '@/features/form-class/components/remark/record-sheet-actions';
import { useRemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { RemarkGrid } from '@/features/form-class/components/remark/remark-grid';
import { reportRemarkPaste } from '@/features/form-class/components/remark/remark-paste';
import { createRemarkStore, insertTemplate } from '@/features/form-class/components/remark/remark-store';
import { RecordSaveDialog } from '@/features/form-class/components/remark/record-save-dialog';
import { SaveErrorAlert } from '@/features/form-class/components/remark/save-error-alert';
import { useDeepLinkedRow } from '@/features/form-class/components/remark/use-deep-linked-row';
import { useRecordSave } from '@/features/form-class/components/remark/use-record-save';
import { useSaveRemarks } from '@/features/form-class/api/remarks';
import { normalizeRemark } from '@/features/form-class/rules/remark-length';
import { REMARK_MAX_LENGTH } from '@/lib/form-class/limits';
import type { Term } from '@/lib/school-rules/term-score';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';

/** Props of {@link RemarkSheet}. */
export interface RemarkSheetProps {
  /** The term shown (the sheet's, as the address chose it). */
  term: Term;
  sheet: RemarksSheet;
  /** Fetches the saved remarks again (after a 409). */
  onReload: () => Promise<{ data?: RemarksSheet }>;
  reloading: boolean;
}

/** A class's remarks for one term: the grid, the comment bank, and the confirmed save of changed remarks. */
export function RemarkSheet({ sheet, term, onReload, reloading }: RemarkSheetProps) {
  const { user } = useSession();
  const hintId = useId();
  const { classYear, academicYearId } = sheet;
  const draftKey = entryDraftKey({ userId: user.id, screen: 'remark', scope: `${classYear.id}:${academicYearId}:term-${term}` });
  // Built once, and again only on a reload after a 409: a save's answer or a background refetch must not
  // rebuild the grid under the teacher's hands (the store already knows what it saved).
  const [{ store, restored, students }, setBuilt] = useState(() => createRemarkStore(sheet, draftKey));
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const column = useRemarkColumn(store, reportRemarkPaste);
  useEntryDraftPersistence(store, draftKey);
  useDeepLinkedRow(students, (row) => column.focusRow(row));
  const status = useEntryGridStatus(store);
  const saveRemarks = useSaveRemarks({ successMessage: 'Remarks saved.', suppressErrorToast: true });
  const versions = useMemo(() => new Map(sheet.data.map((row) => [row.studentId, row.version])), [sheet]);
  const save = useRecordSave({
    store,
    toEntries: (cells) =>
      cells.map((cell) => ({
        studentId: cell.rowId,
        text: normalizeRemark(cell.value) || null,
        version: versions.get(cell.rowId) ?? 0,
      })),
    send: (entries) => saveRemarks.mutateAsync({ classYearId: classYear.id, academicYearId, term, entries }),
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [discarding, setDiscarding] = useState(false);

  const toggle = useCallback((studentId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });
  }, []);

  function insert(template: string) {
    const { inserted, tooLong } = insertTemplate(store, students, selected, template);
    showToast({
      variant: tooLong > 0 ? 'warning' : 'success',
      message:
        tooLong > 0
          ? `Inserted into ${inserted} remark(s); ${tooLong} are now longer than ${REMARK_MAX_LENGTH} characters.`
          : `Inserted into ${inserted} remark(s).`,
    });
  }

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        {restoredOnOpen > 0 && status.changed > 0 ? (
          <Alert variant="info" onClose={() => setRestoredOnOpen(0)} dismissible>
            {restoredOnOpen} unsaved remark(s) from your last visit were restored from this browser. Save them, or discard
            them.
          </Alert>
        ) : null}
        {save.conflict ? (
          <ConflictAlert
            noun="remarks"
            reloading={reloading}
            onReload={() =>
              void onReload().then(({ data }) => {
                if (data) setBuilt(createRemarkStore(data, draftKey));
                save.resolveConflict();
              })
            }
          />
        ) : null}
        <SaveErrorAlert messages={save.serverErrors.get('')} />
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <p id={hintId} className="small text-body-secondary mb-0">
            Enter moves to the next student, Shift+Enter back. Paste a column copied from a spreadsheet into the first
            remark. A remark holds at most {REMARK_MAX_LENGTH} characters, the size of the report&apos;s remark box.
          </p>
          <RecordSheetActions
            status={status}
            noun="remarks"
            invalidReason={`Shorten ${status.invalid} remark(s) to ${REMARK_MAX_LENGTH} characters before saving.`}
            saving={saveRemarks.isPending}
            onSave={save.ask}
            onDiscard={() => setDiscarding(true)}
          />
        </div>
        {students.length === 0 ? (
          <p className="text-body-secondary text-center py-4">This class has no students.</p>
        ) : (
          <RemarkGrid
            caption={`Remarks of ${classYear.name}, term ${term}`}
            students={students}
            store={store}
            column={column}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(new Set(all ? students.map((student) => student.id) : []))}
            serverErrors={save.serverErrors}
            hintId={hintId}
          />
        )}
      </div>
      <div className="col-lg-4">
        <CommentBankPanel selectedCount={selected.size} onInsert={insert} />
      </div>
      <UnsavedChangesGuard when={status.changed > 0} />
      <RecordSaveDialog
        show={save.confirming !== null}
        title="Save remarks?"
        question={`Save ${save.confirming?.length ?? 0} changed remark(s) of ${classYear.name}, term ${term}?`}
        mutation={saveRemarks}
        errorFallback="The remarks could not be saved."
        keptMessage="Your remarks are still here; try again."
        onConfirm={save.confirm}
        onClose={save.close}
      />
      <ConfirmDialog
        show={discarding}
        title="Discard changes?"
        body={`Discard ${status.changed} unsaved change(s) and go back to the saved remarks?`}
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={() => {
          store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
          setRestoredOnOpen(0);
        }}
        onHide={() => setDiscarding(false)}
      />
    </div>
  );
}
