import { useId, useMemo } from 'react';
import { gridDraftKey } from '@/components/entry-grid/grid-draft-scopes';
import { reportPaste } from '@/components/entry-grid/paste-feedback';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import type { CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { useSaveCcaGrades } from '@/features/cca/api/cca-writes';
import { GradeGrid } from '@/features/cca/components/grades/grade-grid';
import { createGradeSheetStore } from '@/features/cca/components/grades/grade-sheet-store';
import { gradeEntries } from '@/features/cca/rules/grade-cells';
import { ATTENDANCE_MESSAGE, GRADE_MESSAGE } from '@/domain/cca/cca';
import { useSession } from '@/lib/session/session-context';
import { countOf } from '@/domain/school/count-words';

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
  const draftKey = gridDraftKey(user.id, { screen: 'cca-grades', ccaYearId: detail.id, academicYearId: detail.academicYearId });
  const { store, restored } = useMemo(() => createGradeSheetStore(detail, draftKey), [detail, draftKey]);
  const grid = useEntryGrid(store, reportPaste);
  const save = useSaveCcaGrades();
  const records = useRecordSheet({
    store,
    draftKey,
    restored,
    toEntries: gradeEntries,
    send: (grades) => save.mutateAsync({ id: detail.id, body: { version: detail.version, grades } }),
    errorFallback: 'The grades could not be saved.',
    explainsConflict: true,
  });
  const { status, problem } = records;

  return (
    <RecordSheetFrame
      sheet={records}
      saving={save.isPending}
      draftNoun="value"
      saveLabel="Save grades"
      invalidReason={`Fix ${countOf(status.invalid, 'invalid value')} before saving.`}
      lockedReason={lockedReason}
      conflict={{ heading: problem?.message, loadTheirsLabel: 'Load the latest grades', onLoadTheirs: onReload }}
      save={{
        title: 'Save grades?',
        question: `Save ${countOf(records.confirming?.length ?? 0, 'changed value')} of ${detail.name}, ${detail.academicYear.year}?`,
        keptMessage: 'Your grades are still here; try again.',
      }}
      savedWhat="saved grades"
      notes={
        <p id={hintId} className="small text-body-secondary mb-2">
          Enter moves down a column, Shift+Enter up, the arrow keys between cells; paste columns copied from a
          spreadsheet. {ATTENDANCE_MESSAGE} {GRADE_MESSAGE}
        </p>
      }
      emptyMessage={detail.members.length === 0 ? 'This CCA has no members yet.' : null}
    >
      <GradeGrid detail={detail} store={store} grid={grid} readOnly={lockedReason !== null} hintId={hintId} />
    </RecordSheetFrame>
  );
}
