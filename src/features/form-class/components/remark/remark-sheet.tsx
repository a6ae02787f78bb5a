import { useCallback, useId, useState } from 'react';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import type { RemarksSheet } from '@/features/form-class/api/form-class-schemas';
import type { TermSheetProps } from '@/features/form-class/components/class-list/term-sheet-page';
import { CommentBankPanel } from '@/features/form-class/components/remark/comment-bank-panel';
import { useRemarkColumn } from '@/features/form-class/components/remark/remark-column';
import { RemarkGrid } from '@/features/form-class/components/remark/remark-grid';
import { reportRemarkPaste } from '@/features/form-class/components/remark/remark-paste';
import { createRemarkStore, insertTemplate } from '@/features/form-class/components/remark/remark-store';
import { useDeepLinkedRow } from '@/features/form-class/components/sheet-kit/use-deep-linked-row';
import { reloadConflict } from '@/features/form-class/components/sheet-kit/reload-conflict';
import { SaveErrorAlert } from '@/features/form-class/components/sheet-kit/save-error-alert';
import { useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useRecordAccess } from '@/features/form-class/components/sheet-kit/use-record-access';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { useStudentRecordSheet } from '@/features/form-class/components/sheet-kit/student-record-sheet';
import {
  studentEntries,
  useFormClassDraftKey,
  useStudentVersions,
} from '@/features/form-class/components/sheet-kit/student-entries';
import { useSaveRemarks } from '@/features/form-class/api/remarks';
import { normalizeRemark } from '@/features/form-class/rules/remark-length';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';
import { showToast } from '@/lib/toast-store';
import { countOf, nounFor } from '@/domain/school/count-words';

/** Props of {@link RemarkSheet}: those of every term grid. */
export type RemarkSheetProps = TermSheetProps<RemarksSheet>;

/** A class's remarks for one term: the grid, the comment bank, and the confirmed save of changed remarks. */
export function RemarkSheet({ sheet, term, onReload, reloading }: RemarkSheetProps) {
  const hintId = useId();
  const { classYear, academicYearId } = sheet;
  const draftKey = useFormClassDraftKey('remark', sheet, term);
  // Built once, and again only on a reload after a 409: a save's answer or a background refetch must not
  // rebuild the grid under the teacher's hands (the store already knows what it saved).
  const [{ store, restored, students }, setBuilt] = useState(() => createRemarkStore(sheet, draftKey));
  const column = useRemarkColumn(store, reportRemarkPaste);
  useDeepLinkedRow(students, (row) => column.focusRow(row));
  const saveRemarks = useSaveRemarks({ successMessage: 'Remarks saved.', suppressErrorToast: true });
  const versions = useStudentVersions(sheet.data);
  const refreshLock = useRefreshTermLock(classYear.id);
  const save = useStudentRecordSheet({
    store,
    draftKey,
    restored,
    toEntries: (cells) =>
      studentEntries(store, cells, versions, (row) => ({ text: normalizeRemark(store.getValue({ row, col: 0 })) || null })),
    send: (entries) => saveRemarks.mutateAsync({ classYearId: classYear.id, academicYearId, term, entries }),
    errorFallback: 'The remarks could not be saved.',
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
  });
  const { status } = save;
  const { canUpdate, lockedReason, termLock } = useRecordAccess('Remark', classYear.id, term);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((studentId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });
  }, []);

  function insert(template: string) {
    if (!canUpdate) return;
    const { inserted, tooLong } = insertTemplate(store, students, selected, template);
    showToast({
      variant: tooLong > 0 ? 'warning' : 'success',
      message:
        tooLong > 0
          ? `Inserted into ${countOf(inserted, 'remark')}; ${tooLong} ${nounFor(tooLong, 'is', 'are')} now longer than ${REMARK_MAX_LENGTH} characters.`
          : `Inserted into ${countOf(inserted, 'remark')}.`,
    });
  }

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <LockedNotice message={termLock} />
        <RecordSheetFrame
          lockedReason={lockedReason}
          sheet={save}
          saving={saveRemarks.isPending}
          draftNoun="remark"
          saveLabel="Save remarks"
          invalidReason={`Shorten ${countOf(status.invalid, 'remark')} to ${REMARK_MAX_LENGTH} characters before saving.`}
          tools={
            <p id={hintId} className="small text-body-secondary mb-0">
              Enter moves to the next student, Shift+Enter back. Paste a column copied from a spreadsheet into the first
              remark. A remark holds at most {REMARK_MAX_LENGTH} characters, the size of the report&apos;s remark box.
            </p>
          }
          conflict={reloadConflict('remarks', reloading, () =>
            onReload().then(({ data }) => {
              if (data) setBuilt(createRemarkStore(data, draftKey));
            }),
          )}
          refusal={<SaveErrorAlert messages={save.serverErrors.get('')} />}
          save={{
            title: 'Save remarks?',
            question: `Save ${countOf(save.confirming?.length ?? 0, 'changed remark')} of ${classYear.name}, term ${term}?`,
            keptMessage: 'Your remarks are still here; try again.',
          }}
          savedWhat="saved remarks"
          emptyMessage={students.length === 0 ? 'This class has no students.' : null}
        >
          <RemarkGrid
            caption={`Remarks of ${classYear.name}, term ${term}`}
            students={students}
            term={term}
            store={store}
            column={column}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(new Set(all ? students.map((student) => student.id) : []))}
            serverErrors={save.serverErrors}
            readOnly={!canUpdate}
            hintId={hintId}
          />
        </RecordSheetFrame>
      </div>
      <div className="col-lg-4">
        <CommentBankPanel selectedCount={canUpdate ? selected.size : 0} onInsert={insert} />
      </div>
    </div>
  );
}
