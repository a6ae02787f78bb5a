import { useId, useState } from 'react';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import type { StreamingSheet as Sheet } from '@/features/form-class/api/form-class-schemas';
import { useSaveStreaming } from '@/features/form-class/api/streaming-and-promotion';
import { useFormClassDraftKey } from '@/features/form-class/components/sheet-kit/student-entries';
import {
  gridActionWords,
  gridConflict,
  RefusedValuesAlert,
} from '@/features/form-class/components/sheet-kit/grid-save-problems';
import { useStudentRowLink } from '@/features/form-class/components/sheet-kit/student-row-link';
import { useGridSave } from '@/features/form-class/components/sheet-kit/use-grid-save';
import { RETAIN_REASON_MAX_LENGTH } from '@/domain/form-class/limits';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useRecordAccess } from '@/features/form-class/components/sheet-kit/use-record-access';
import { RetainDialog } from './retain-dialog';
import { StreamingGrid } from './streaming-grid';
import { createStreamingStore } from './streaming-store';
import { PromoteUndecided } from './promote-undecided';
import { useStreamingActions } from './streaming-actions';
import { OUTCOME_COL, REASON_COL, STREAM_COL, readOutcome } from './streaming-values';
import { StreamingSaveSummary } from './streaming-save-summary';

/** Props of {@link StreamingSheet}. */
export interface StreamingSheetProps {
  sheet: Sheet;
  /** Fetches the saved sheet again (after someone else saved); typed values stay as a draft on top. */
  onReload: () => Promise<unknown>;
}

/** A class's promotion outcomes and next year's streams: the grid, Retain's confirmation, the bulk helper and the save. */
export function StreamingSheet({ sheet, onReload }: StreamingSheetProps) {
  // A year record, printed on the term 4 reports: their sign-off locks it.
  const { canUpdate, lockedReason, termLock } = useRecordAccess('StreamingAndPromotion', sheet.classYear.id, 4);
  const hintId = useId();
  const draftKey = useFormClassDraftKey('streaming-and-promotion', sheet);
  const mutation = useSaveStreaming({ successMessage: 'Outcomes and streams saved.', suppressErrorToast: true });
  const refreshLock = useRefreshTermLock(sheet.classYear.id);
  const { store, refusedByRow, records } = useGridSave({
    sheet,
    draftKey,
    createStore: createStreamingStore,
    fieldsOf: (current, row) => {
      const [outcome = '', stream = '', reason = ''] = current.getRow(row);
      const retained = outcome === 'Retained';
      return {
        promotionOutcome: readOutcome(outcome) || null,
        nextStreamId: retained || stream === '' ? null : stream,
        retainReason: retained ? reason.trim() : null,
      };
    },
    send: (entries) => mutation.mutateAsync({ classYearId: sheet.classYear.id, academicYearId: sheet.academicYearId, entries }),
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
  });
  useStudentRowLink(true);
  const { status } = records;
  const [retainRow, setRetainRow] = useState<number | null>(null);
  const actions = useStreamingActions(store, sheet.streams, setRetainRow);

  const retainName = retainRow === null ? null : (sheet.data[retainRow]?.student.fullName ?? null);
  return (
    <>
      <LockedNotice message={termLock} />
      <RecordSheetFrame
        sheet={records}
        saving={mutation.isPending}
        draftNoun="value"
        saveLabel="Save outcomes"
        {...gridActionWords(lockedReason, status)}
        tools={
          <p id={hintId} className="small text-body-secondary mb-0">
            Retained asks for a reason and keeps the student in the level (no stream). Enter moves down a column; paste a
            column of outcomes or streams copied from a spreadsheet into its first cell.
          </p>
        }
        extraActions={<PromoteUndecided store={store} disabled={!canUpdate || mutation.isPending} />}
        conflict={gridConflict(records.problem, onReload)}
        refusal={<RefusedValuesAlert problem={records.problem} onClose={records.clearProblem} />}
        save={{
          title: 'Save outcomes?',
          summary: <StreamingSaveSummary store={store} sheet={sheet} />,
          keptMessage: 'What you chose is still here; try again.',
        }}
        savedWhat="saved outcomes"
        notes={
          sheet.streams.length === 0 ? (
            <p className="small text-body-secondary">
              {sheet.nextLevel ? `${sheet.nextLevel.name} has no streams to choose.` : 'This is the last level: there is no next year to stream into.'}
            </p>
          ) : null
        }
        emptyMessage={sheet.data.length === 0 ? 'This class has no students.' : null}
      >
        <StreamingGrid
          sheet={sheet}
          store={store}
          refusedByRow={refusedByRow}
          readOnly={!canUpdate || mutation.isPending}
          hintId={hintId}
          actions={actions}
        />
      </RecordSheetFrame>
      {retainRow === null ? null : (
        <RetainDialog
          key={retainRow}
          studentName={retainName}
          initialReason={store.getValue({ row: retainRow, col: REASON_COL })}
          maxLength={RETAIN_REASON_MAX_LENGTH}
          onConfirm={(reason) => {
            store.setValues([
              { row: retainRow, col: OUTCOME_COL, value: 'Retained' },
              { row: retainRow, col: STREAM_COL, value: '' },
              { row: retainRow, col: REASON_COL, value: reason },
            ]);
            setRetainRow(null);
          }}
          onCancel={() => setRetainRow(null)}
        />
      )}
    </>
  );
}
