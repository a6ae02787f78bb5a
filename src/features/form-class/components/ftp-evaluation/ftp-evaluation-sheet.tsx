import { useCallback, useId, useState } from 'react';
import { pasteReporter } from '@/components/entry-grid/paste-feedback';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useRecordAccess } from '@/features/form-class/components/sheet-kit/use-record-access';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import { useSaveFtpEvaluation, type FtpEvaluationSheet as Sheet } from '@/features/form-class/api/ftp-evaluation';
import { ftpConflict } from '@/features/form-class/components/ftp-evaluation/ftp-conflict';
import { createFtpEvaluationStore } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-store';
import { ObservationLevelLegend } from '@/features/form-class/components/ftp-evaluation/observation-level-legend';
import {
  observationLevelCaption,
  parseObservationLevel,
} from '@/features/form-class/components/ftp-evaluation/observation-level';
import { LetterGrid, LetterGridHint } from '@/features/form-class/components/sheet-kit/letter-grid';
import {
  studentEntries,
  useFormClassDraftKey,
  useStudentVersions,
} from '@/features/form-class/components/sheet-kit/student-entries';
import { useStudentRecordSheet } from '@/features/form-class/components/sheet-kit/student-record-sheet';
import { SaveErrorAlert } from '@/features/form-class/components/sheet-kit/save-error-alert';
import { fieldErrorsByStudent } from '@/features/form-class/rules/entry-field-errors';
import type { ApiErrorInfo } from '@/lib/api-error';
import { countOf, nounFor } from '@/domain/school/count-words';

const reportFtpEvaluationPaste = pasteReporter({
  invalid: (count) =>
    `${countOf(count, 'pasted value')} ${nounFor(count, 'is', 'are')} not N, E, F or C (or a level's name) and ${nounFor(count, 'is', 'are')} highlighted; fix ${nounFor(count, 'it', 'them')} before saving.`,
});

/** Under each cell: the level the typed letter stands for, or that it stands for none. */
function noteOfLevel(value: string) {
  const caption = observationLevelCaption(value);
  return caption === 'Not a level' ? <span className="text-danger">{caption}</span> : caption;
}

/** Props of {@link FtpEvaluationSheet}. */
export interface FtpEvaluationSheetProps {
  sheet: Sheet;
  /** Fetches the saved levels again (after a 409). */
  onReload: () => Promise<{ data?: Sheet }>;
  reloading: boolean;
}

/** A class's year-end FTP evaluation: students by observation areas, a level letter each, saved per changed student. */
export function FtpEvaluationSheet({ sheet, onReload, reloading }: FtpEvaluationSheetProps) {
  const hintId = useId();
  const { classYear, academicYearId } = sheet;
  const draftKey = useFormClassDraftKey('ftp-evaluation', sheet);
  // Built once, and again only on a reload after a 409, so typing never rebuilds the grid.
  const [{ store, restored, students, areas }, setBuilt] = useState(() => createFtpEvaluationStore(sheet, draftKey));
  const grid = useEntryGrid(store, reportFtpEvaluationPaste);
  const mutation = useSaveFtpEvaluation({ successMessage: 'FTP evaluation saved.', suppressErrorToast: true });
  const versions = useStudentVersions(sheet.data);
  // The students a 409 names: someone else saved them first, and the teacher chooses whose levels they keep.
  const [conflictIds, setConflictIds] = useState<string[]>([]);
  const onConflict = useCallback((error: ApiErrorInfo, entries: readonly { studentId: string }[]) => {
    const stale = fieldErrorsByStudent(error.fieldErrors, entries.map((entry) => entry.studentId));
    setConflictIds([...stale.keys()].filter(Boolean));
  }, []);
  const refreshLock = useRefreshTermLock(classYear.id);
  const save = useStudentRecordSheet({
    store,
    draftKey,
    restored,
    // The contract takes a changed student's whole row, one level per area in the sheet's order.
    toEntries: (cells) =>
      studentEntries(store, cells, versions, (row) => ({
        levels: store.getRow(row).map((value) => parseObservationLevel(value) ?? null),
      })),
    send: (entries) => mutation.mutateAsync({ classYearId: classYear.id, academicYearId, entries }),
    errorFallback: 'The FTP evaluation could not be saved.',
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
    onConflict,
  });
  const { status } = save;
  const names = new Map(students.map((student) => [student.id, student.fullName]));
  // A year record, printed on the term 4 reports: their sign-off locks it.
  const { canUpdate, lockedReason, termLock } = useRecordAccess('FormTeacherPeriod', classYear.id, 4);

  const keepMine = () =>
    onReload().then(({ data }) => {
      if (!data) return;
      const model = createFtpEvaluationStore(data, draftKey);
      setBuilt(model);
      save.clearProblem();
      // The rebuilt grid holds the typed levels over theirs; the question counts what it still changes.
      save.askSaveOf(model.store.changedCells());
    });
  const loadTheirs = () => {
    const theirs = new Set(conflictIds);
    // Back to saved for those students first: the draft drops them, so the rebuilt grid loads their new levels.
    store.setValues(
      store
        .changedCells()
        .filter((cell) => theirs.has(cell.rowId))
        .map(({ row, col, savedValue }) => ({ row, col, value: savedValue })),
    );
    return onReload().then(({ data }) => {
      if (data) setBuilt(createFtpEvaluationStore(data, draftKey));
      save.clearProblem();
    });
  };

  return (
    <>
    <LockedNotice message={termLock} />
    <RecordSheetFrame
      lockedReason={lockedReason}
      sheet={save}
      saving={mutation.isPending}
      draftNoun="level"
      saveLabel="Save FTP evaluation"
      invalidReason={`Fix ${countOf(status.invalid, 'level that is', 'levels that are')} not N, E, F or C before saving.`}
      tools={
        <LetterGridHint
          legend={<ObservationLevelLegend />}
          hintId={hintId}
          hint={
            <>
              Type N, E, F or C. Enter moves down a column, Shift+Enter up, the arrow keys between cells. Paste a
              block copied from a spreadsheet (letters or level names) into its first cell.
            </>
          }
        />
      }
      conflict={ftpConflict(
        conflictIds.map((id) => names.get(id) ?? id),
        { busy: reloading, onKeepMine: keepMine, onLoadTheirs: loadTheirs },
      )}
      refusal={<SaveErrorAlert messages={save.serverErrors.get('')} />}
      save={{
        title: 'Save FTP evaluation?',
        question: `Save ${countOf(save.confirming?.length ?? 0, 'changed level')} of ${countOf(
          new Set(save.confirming?.map((cell) => cell.rowId)).size,
          'student',
        )} of ${classYear.name}, ${classYear.academicYear.year}?`,
        keptMessage: 'Your levels are still here; try again.',
      }}
      savedWhat="saved levels"
      emptyMessage={students.length === 0 ? 'This class has no students.' : null}
    >
      <LetterGrid
        caption={`FTP evaluation of ${classYear.name}, ${classYear.academicYear.year}`}
        students={students}
        history={{ kind: 'ftpEvaluation', term: null }}
        columns={areas}
        columnWidth={9.5}
        grid={grid}
        cellNote={noteOfLevel}
        store={store}
        serverErrors={save.serverErrors}
        readOnly={!canUpdate}
        hintId={hintId}
      />
    </RecordSheetFrame>
    </>
  );
}
