import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { gridDraftKey } from '@/components/entry-grid/grid-draft-scopes';
import { planFillColumn, type FillMode } from '@/components/entry-grid/fill-column';
import { pasteReporter } from '@/components/entry-grid/paste-feedback';
import { RecordSheetFrame } from '@/components/entry-grid/record-sheet-frame';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import type { GradebookSheet } from '@/domain/gradebook/responses';
import { useRefreshMarkChanges } from '@/entities/audit/record-history';
import { LockedNotice } from '@/entities/report-season/locked-notice';
import { LOCKED_STATUS, useTermLock, useRefreshTermLock } from '@/entities/report-season/term-lock';
import { useSaveGradebookScores } from '@/features/gradebook/api/save-gradebook-scores';
import { FillColumnForm } from '@/features/gradebook/components/fill-column-form';
import { GradeBoundariesPanel } from '@/features/gradebook/components/grade-boundaries-panel';
import { MARK_HISTORY_SHORTCUT } from '@/features/gradebook/components/mark-cell';
import { markConflict } from '@/features/gradebook/components/mark-conflict';
import { MarkGrid } from '@/features/gradebook/components/mark-grid';
import { createMarkSheetStore } from '@/features/gradebook/components/mark-sheet-store';
import { markHint, parseMark } from '@/features/gradebook/rules/mark-value';
import { readVersionsOf, seeSheet, versionRead, withSaved } from '@/features/gradebook/rules/read-versions';
import { sheetCsv } from '@/features/gradebook/rules/sheet-csv';
import type { ApiErrorInfo } from '@/lib/api-error';
import { downloadCsv, toCsv } from '@/lib/csv';
import { usePrincipalScope } from '@/lib/session/my-positions';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import type { Term } from '@/domain/gradebook/term-score';
import { countOf, nounFor } from '@/domain/school/count-words';

type Fill = { col: number; value: string; overwrites: number };

const reportMarkPaste = pasteReporter({
  invalid: (count) => `${countOf(count, 'pasted mark')} ${nounFor(count, 'is not valid and is', 'are not valid and are')} highlighted; fix ${nounFor(count, 'it', 'them')} before saving.`,
});

/** Props of {@link MarkSheet}. */
export interface MarkSheetProps {
  sheet: GradebookSheet;
  term: Term;
  /** Fetches the saved sheet again (after a 409); what was typed stays on top of it (it is in the draft). */
  onReload: () => Promise<{ data?: GradebookSheet }>;
  reloading: boolean;
}

/** A mark named in a 409, by its ids. */
interface MarkIds {
  studentId: string;
  assessmentId: string;
}

/** The marks a 409 names (`scores.N.version`), among the entries that were sent. */
function staleMarks(error: ApiErrorInfo, entries: readonly MarkIds[]): MarkIds[] {
  return Object.keys(error.fieldErrors).flatMap((field) => {
    const entry = entries[Number(/^scores\.(\d+)\.version$/.exec(field)?.[1] ?? Number.NaN)];
    return entry ? [{ studentId: entry.studentId, assessmentId: entry.assessmentId }] : [];
  });
}

/**
 * A link to a pupil's marks (`?student=<id>`, the report-season board's fix link) focuses their first mark, which the
 * browser scrolls into view; once per pupil, after the rows have rendered.
 */
function useLinkedStudent(sheet: GradebookSheet, focusRow: (row: number) => void): void {
  const [searchParams] = useSearchParams();
  const studentId = searchParams.get('student');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (studentId === null || done.current === studentId) return;
    const row = sheet.students.findIndex((student) => student.id === studentId);
    if (row < 0) return;
    done.current = studentId;
    focusRow(row);
  }, [studentId, sheet, focusRow]);
}

/** The mark sheet of one subject year and term: grid, live results, boundaries, fill, save and export. */
export function MarkSheet({ sheet, term, onReload, reloading }: MarkSheetProps) {
  const { user, currentAcademicYear } = useSession();
  const permission = useCan('update', 'StudentReport');
  // Signed-off reports lock the term's marks (423): shown read-only with the reason before anyone types.
  const termLock = useTermLock(sheet.subjectYear.classYearId, term);
  const canUpdate = permission.allowed && termLock === null;
  const lockedReason = termLock === null ? permission.reason : LOCKED_STATUS;
  // Boundaries serve both campuses: the year's principal changes them, only while the year is current (docs/api.md).
  const principal = usePrincipalScope().scope;
  const mayEditBoundaries = principal !== null && sheet.gradeBoundaries?.academicYearId === currentAcademicYear.id;
  const hintId = useId();
  const draftKey = gridDraftKey(user.id, { screen: 'gradebook', subjectYearId: sheet.subjectYear.id, term });
  // Rebuilt when a save or refetch brings a new sheet; only the draft found on opening is news (useRecordSheet).
  const { store, restored } = useMemo(() => createMarkSheetStore(sheet, draftKey), [sheet, draftKey]);
  const grid = useEntryGrid(store, reportMarkPaste);
  useLinkedStudent(sheet, (row) => grid.focusCell({ row, col: 0 }));
  const save = useSaveGradebookScores();
  // The versions the marks were read at, for the 409 on a stale save; a sheet that came unasked keeps the typed
  // marks at the versions they were typed on (read-versions.ts).
  const [versions, setVersions] = useState(() => ({ sheet, read: readVersionsOf(sheet) }));
  if (versions.sheet !== sheet) setVersions({ sheet, read: seeSheet(versions.read, sheet, store.changedCells()) });
  const adoptVersions = (latest: GradebookSheet) => setVersions({ sheet: latest, read: readVersionsOf(latest) });
  // The marks someone else saved first, named in the conflict notice.
  const [conflicts, setConflicts] = useState<MarkIds[]>([]);
  const onConflict = useCallback((error: ApiErrorInfo, entries: readonly MarkIds[]) => setConflicts(staleMarks(error, entries)), []);
  const refreshLock = useRefreshTermLock(sheet.subjectYear.classYearId);
  // Each save (and a reload after someone else's) changes who last changed the marks the hover names.
  const refreshLastChanges = useRefreshMarkChanges(sheet.subjectYear.id, term);
  const records = useRecordSheet({
    store,
    draftKey,
    restored,
    toEntries: (cells) =>
      cells.map((cell) => ({
        studentId: cell.rowId,
        assessmentId: cell.colId,
        score: parseMark(cell.value, sheet.assessments[cell.col]?.maxScore ?? 0) ?? null,
        version: versionRead(versions.read, cell.rowId, cell.colId),
      })),
    send: async (scores) => {
      const answer = await save.mutateAsync({ subjectYearId: sheet.subjectYear.id, term, scores });
      setVersions((current) => ({ ...current, read: withSaved(current.read, answer.scores) }));
      refreshLastChanges();
    },
    errorFallback: 'The marks could not be saved.',
    // A sign-off taken while the user typed: read the lock again, so the sheet turns read-only with its message.
    onLocked: refreshLock,
    onConflict,
  });
  const { status } = records;
  const [filling, setFilling] = useState<Fill | null>(null);
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

  function fill(col: number, value: string, mode: FillMode) {
    const edits = planFillColumn(col, value, mode, store.rows, (cell) => store.getValue(cell));
    const overwrites = edits.filter((edit) => store.getValue(edit).trim() !== '').length;
    if (overwrites > 0) setFilling({ col, value, overwrites });
    else grid.fillColumn(col, value, mode);
  }

  const studentNames = new Map(sheet.students.map((student) => [student.id, student.fullName]));
  const assessmentNames = new Map(sheet.assessments.map((assessment) => [assessment.id, assessment.name]));
  const conflictNames = conflicts.map(
    ({ studentId, assessmentId }) => `${studentNames.get(studentId) ?? studentId} (${assessmentNames.get(assessmentId) ?? assessmentId})`,
  );

  /** Reloads the saved sheet under what was typed; the typed marks are then at the versions on screen. */
  const reload = () =>
    onReload().then(({ data }) => {
      if (data) adoptVersions(data);
      records.clearProblem();
      refreshLastChanges();
      return data;
    });
  const keepMine = () =>
    reload().then((data) => {
      // The rebuilt grid holds the typed marks over theirs; the question counts what it still changes.
      if (data) records.askSaveOf(createMarkSheetStore(data, draftKey).store.changedCells());
    });
  const loadTheirs = () => {
    const isTheirs = (cell: { rowId: string; colId: string }) =>
      conflicts.some(({ studentId, assessmentId }) => studentId === cell.rowId && assessmentId === cell.colId);
    // Back to saved for those marks first: the draft drops them, so the rebuilt grid shows their marks.
    store.setValues(
      store
        .changedCells()
        .filter(isTheirs)
        .map(({ row, col, savedValue }) => ({ row, col, value: savedValue })),
    );
    return reload();
  };

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

  return (
    <>
      <LockedNotice message={termLock} />
      <GradeBoundariesPanel
        boundaries={sheet.gradeBoundaries}
        term={term}
        canEdit={permission.allowed && mayEditBoundaries}
        onReload={() => onReload().then(({ data }) => data?.gradeBoundaries ?? null)}
      />
      <RecordSheetFrame
        sheet={records}
        saving={save.isPending}
        draftNoun="mark"
        saveLabel="Save marks"
        invalidReason={`Fix ${countOf(status.invalid, 'invalid mark')} before saving.`}
        lockedReason={lockedReason}
        tools={
          <FillColumnForm
            assessments={sheet.assessments}
            disabled={!canUpdate || sheet.students.length === 0}
            onFill={fill}
          />
        }
        extraActions={
          <Button variant="outline-secondary" size="sm" onClick={exportCsv}>
            Export CSV
          </Button>
        }
        conflict={markConflict(conflictNames, { busy: reloading, onKeepMine: keepMine, onLoadTheirs: loadTheirs })}
        save={{
          title: 'Save marks?',
          question: `Save ${countOf(records.confirming?.length ?? 0, 'changed mark')} of ${sheet.subjectYear.name}, term ${term}?`,
          keptMessage: 'Your marks are still here; try again.',
        }}
        savedWhat="saved marks"
        notes={
          <p id={hintId} className="small text-body-secondary mb-2">
            Enter moves down a column, Shift+Enter up, the arrow keys between cells. Paste a column copied from a
            spreadsheet into its first cell. {markHint(maxScore)} Hover over or stay on a mark to see who last changed
            it; {MARK_HISTORY_SHORTCUT} or the clock button beside it opens its history.
          </p>
        }
        emptyMessage={sheet.students.length === 0 ? 'This class has no students.' : null}
      >
        <MarkGrid
          sheet={sheet}
          term={term}
          store={store}
          grid={grid}
          furtherByStudent={furtherByStudent}
          readOnly={!canUpdate}
          hintId={hintId}
        />
      </RecordSheetFrame>
      <ConfirmDialog
        show={filling !== null}
        title="Overwrite marks?"
        body={
          filling
            ? `Set ${filling.value} in every cell of ${sheet.assessments[filling.col]?.name ?? ''}, replacing ${countOf(filling.overwrites, 'mark')} already there?`
            : ''
        }
        confirmLabel="Overwrite"
        confirmVariant="danger"
        onConfirm={() => {
          if (filling) grid.fillColumn(filling.col, filling.value, 'all');
        }}
        onHide={() => setFilling(null)}
      />
    </>
  );
}
