import { useId, useState } from 'react';
import { pasteReporter } from '@/components/entry-grid/paste-feedback';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useRecordAccess } from '@/features/form-class/components/sheet-kit/use-record-access';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import type { ConductSheet as ConductSheetData } from '@/features/form-class/api/form-class-schemas';
import type { TermSheetProps } from '@/features/form-class/components/class-list/term-sheet-page';
import { useSaveConduct } from '@/features/form-class/api/conduct';
import { createConductStore } from '@/features/form-class/components/conduct/conduct-store';
import { FrequencyLegend } from '@/features/form-class/components/conduct/frequency-legend';
import { useDeepLinkedRow } from '@/features/form-class/components/sheet-kit/use-deep-linked-row';
import { LetterGrid, LetterGridHint } from '@/features/form-class/components/sheet-kit/letter-grid';
import { reloadConflict } from '@/features/form-class/components/sheet-kit/reload-conflict';
import { SaveErrorAlert } from '@/features/form-class/components/sheet-kit/save-error-alert';
import { useStudentRecordSheet } from '@/features/form-class/components/sheet-kit/student-record-sheet';
import {
  studentEntries,
  useFormClassDraftKey,
  useStudentVersions,
} from '@/features/form-class/components/sheet-kit/student-entries';
import { parseFrequency } from '@/features/form-class/rules/conduct-frequency';
import { countOf, nounFor } from '@/domain/school/count-words';

const reportConductPaste = pasteReporter({
  invalid: (count) => `${countOf(count, 'pasted value')} ${nounFor(count, 'is', 'are')} not A, M, S or N and ${nounFor(count, 'is', 'are')} highlighted; fix ${nounFor(count, 'it', 'them')} before saving.`,
});

/** Props of {@link ConductSheet}: those of every term grid. */
export type ConductSheetProps = TermSheetProps<ConductSheetData>;

/** A class's conduct for one term: students by descriptors, a frequency letter each, saved per changed student. */
export function ConductSheet({ sheet, term, onReload, reloading }: ConductSheetProps) {
  const hintId = useId();
  const { classYear, academicYearId } = sheet;
  const draftKey = useFormClassDraftKey('conduct', sheet, term);
  // Built once, and again only on a reload after a 409 (see the remark sheet).
  const [{ store, restored, students, descriptors }, setBuilt] = useState(() => createConductStore(sheet, draftKey));
  const grid = useEntryGrid(store, reportConductPaste);
  useDeepLinkedRow(students, (row) => grid.focusCell({ row, col: 0 }));
  const saveConduct = useSaveConduct({ successMessage: 'Conduct saved.', suppressErrorToast: true });
  const versions = useStudentVersions(sheet.data);
  const refreshLock = useRefreshTermLock(classYear.id);
  const save = useStudentRecordSheet({
    store,
    draftKey,
    restored,
    // The contract takes a changed student's whole row, one frequency per descriptor in the sheet's order.
    toEntries: (cells) =>
      studentEntries(store, cells, versions, (row) => ({
        frequencies: store.getRow(row).map((value) => parseFrequency(value) ?? null),
      })),
    send: (entries) => saveConduct.mutateAsync({ classYearId: classYear.id, academicYearId, term, entries }),
    errorFallback: 'The conduct grades could not be saved.',
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
  });
  const { status } = save;
  const { canUpdate, lockedReason, termLock } = useRecordAccess('Conduct', classYear.id, term);

  return (
    <>
    <LockedNotice message={termLock} />
    <RecordSheetFrame
      sheet={save}
      saving={saveConduct.isPending}
      draftNoun="grade"
      saveLabel="Save conduct"
      invalidReason={`Fix ${countOf(status.invalid, 'grade that is', 'grades that are')} not A, M, S or N before saving.`}
      lockedReason={lockedReason}
      tools={
        <LetterGridHint
          legend={<FrequencyLegend />}
          hintId={hintId}
          hint={
            <>
              Type A, M, S or N. Enter moves down a column, Shift+Enter up, the arrow keys between cells. Paste a
              block copied from a spreadsheet into its first cell.
            </>
          }
        />
      }
      conflict={reloadConflict('conduct grades', reloading, () =>
        onReload().then(({ data }) => {
          if (data) setBuilt(createConductStore(data, draftKey));
        }),
      )}
      refusal={<SaveErrorAlert messages={save.serverErrors.get('')} />}
      save={{
        title: 'Save conduct?',
        question: `Save ${countOf(save.confirming?.length ?? 0, 'changed grade')} of ${countOf(
          new Set(save.confirming?.map((cell) => cell.rowId)).size,
          'student',
        )} of ${classYear.name}, term ${term}?`,
        keptMessage: 'Your grades are still here; try again.',
      }}
      savedWhat="saved conduct grades"
      emptyMessage={
        students.length === 0
          ? 'This class has no students.'
          : descriptors.length === 0
            ? 'The school has no conduct descriptors yet.'
            : null
      }
    >
      <LetterGrid
        caption={`Conduct of ${classYear.name}, term ${term}`}
        students={students}
        history={{ kind: 'conduct', term }}
        columns={descriptors}
        columnWidth={8.5}
        grid={grid}
        store={store}
        serverErrors={save.serverErrors}
        readOnly={!canUpdate}
        hintId={hintId}
      />
    </RecordSheetFrame>
    </>
  );
}
