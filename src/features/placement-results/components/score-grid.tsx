import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { PastePlan } from '@/components/entry-grid/clipboard-grid';
import { adoptNarrowerDrafts, applyEntryDraft, draftCellsOutside, dropDraftRows, readEntryDraft, type DraftCell } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import { useBulkUpsertPlacementResults, type BulkEntry } from '@/features/placement-results/api/bulk-upsert-placement-results';
import { resultsByScheduleQueryOptions } from '@/features/placement-results/api/get-placement-results-by-schedule';
import { cellProblem, describeInvalidCells } from '@/features/placement-results/components/cell-problems';
import { changedStudentsElsewhere } from '@/features/placement-results/components/changed-students';
import { gridColumns, savedCellValue } from '@/features/placement-results/components/grid-columns';
import { ScoreGridRow } from '@/features/placement-results/components/score-grid-row';
import { INVALID_CELLS, ScoreGridToolbar } from '@/features/placement-results/components/score-grid-toolbar';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';
import { buildEntryPayload, cellKey, type EntryRowRef } from '@/features/placement-results/rules/entry-payload';
import type { GradedResultType } from '@/features/placement-results/rules/result-types';
import { toApiError } from '@/lib/api-error';
import { countOf } from '@/domain/school/count-words';
import { showToast } from '@/lib/toast-store';
import '@/features/placement-results/components/score-grid.css';

export const GRADED_MESSAGE = 'Successfully Graded Placement Tests';
export const NOTHING_TO_SUBMIT = 'Enter at least one score before submitting.';
export const INVALID_ELSEWHERE = 'A value typed on another page is not a valid score. Go back to that page and fix it before submitting.';

interface ScoreGridProps {
  rows: readonly EntryRow[];
  resultType: GradedResultType;
  subjectTests: readonly string[];
  /** localStorage key of the draft of these filters, every page of them (user, result type, filters). */
  draftKey: string;
}

/** What Submit found to send, and what its confirmation says. */
interface PendingSubmit {
  entries: BulkEntry[];
  /** Changed students with a score: those sent. */
  students: number;
  /** Changed students without a score: not sent (spec §5), they stay a draft. */
  unscored: number;
  /** The rows sent. */
  sentRowIds: ReadonlySet<string>;
  /** The rows of other pages whose drafts go once the save went through: those sent, and those equal to the server's. */
  settledElsewhere: string[];
}

/** The confirmation's question: the changed students it sends, and those it cannot. */
function submitQuestion({ students, unscored }: PendingSubmit): string {
  const question = `Save the scores of ${countOf(students, 'student', 'students')}?`;
  if (unscored === 0) return question;
  const left = countOf(unscored, 'other changed student has', 'other changed students have');
  return `${question} ${left} no score: their typed values are not sent and stay a draft.`;
}

/** Every value of the page's changed rows, keyed by cellKey, and those rows. */
function changedOnPage(store: EntryGridStore, rows: readonly EntryRowRef[]) {
  const changedRows = new Set(store.changedCells().map((cell) => cell.row));
  const values: Record<string, string> = {};
  const refs = rows.filter((_, row) => changedRows.has(row));
  for (const row of changedRows) {
    store.colIds.forEach((colId, col) => {
      values[cellKey(store.rowIds[row] ?? '', colId)] = store.getValue({ row, col });
    });
  }
  return { rows: refs, values };
}

/**
 * The spreadsheet-speed grid of the graded modes: uncontrolled inputs over an entry-grid store,
 * Enter/arrows to move, paste a column, drafts kept in the browser until saved — one draft for every page of the
 * filters, so paging keeps what was typed — a guard on leaving, and Submit behind a confirmation that sends the
 * changed students of every page who have a score (spec §5).
 */
export function ScoreGrid({ rows, resultType, subjectTests, draftKey }: ScoreGridProps) {
  const columns = useMemo(() => gridColumns(resultType, subjectTests), [resultType, subjectTests]);
  const { store, restored, elsewhereOnOpen } = useMemo(() => {
    // Drafts an older build kept per page join this one (idempotent: once moved there is nothing left to adopt).
    adoptNarrowerDrafts(draftKey);
    const byId = new Map(rows.map((row) => [row.placementTestScheduleId, row]));
    const created = createEntryGridStore({
      rowIds: rows.map((row) => row.placementTestScheduleId),
      colIds: columns.map((column) => column.id),
      savedValue: (rowId, colId) => savedCellValue(byId.get(rowId)?.result ?? null, resultType, colId),
      validate: (value, cell) => cellProblem(columns[cell.col], value) === null,
    });
    return {
      store: created,
      restored: applyEntryDraft(created, readEntryDraft(draftKey)),
      elsewhereOnOpen: draftCellsOutside(draftKey, created.rowIds),
    };
  }, [rows, columns, resultType, draftKey]);
  // The drafts of the other pages: read when this page opened, read again once a Submit sent some of them. The save's
  // answer may rebuild the store (fresh rows) before the save's end is heard, so that re-reading is for the store shown.
  const [elsewhereAfterSave, setElsewhereAfterSave] = useState<{ store: EntryGridStore; cells: DraftCell[] } | null>(null);
  const elsewhere: readonly DraftCell[] = elsewhereAfterSave?.store === store ? elsewhereAfterSave.cells : elsewhereOnOpen;
  const shownStore = useRef(store);
  useLayoutEffect(() => {
    shownStore.current = store;
  }, [store]);
  const onPasted = useCallback((plan: PastePlan) => {
    const invalid = plan.edits.filter((edit) => !edit.valid).length;
    const parts = [`Pasted ${countOf(plan.edits.length, 'value', 'values')}.`];
    if (invalid > 0) parts.push(`${countOf(invalid, 'of them is not a valid score and is', 'of them are not valid scores and are')} highlighted.`);
    if (plan.clipped > 0) parts.push(`${countOf(plan.clipped, 'value did', 'values did')} not fit below the focused cell.`);
    showToast({ variant: invalid > 0 || plan.clipped > 0 ? 'warning' : 'info', message: parts.join(' ') });
  }, []);
  const grid = useEntryGrid(store, onPasted);
  const describeInvalid = useCallback(() => {
    const names = new Map(rows.map((row) => [row.placementTestScheduleId, row.studentName]));
    return describeInvalidCells(store.invalidCells(), columns, (rowId) => names.get(rowId) ?? rowId);
  }, [store, rows, columns]);
  const queryClient = useQueryClient();
  const save = useBulkUpsertPlacementResults(GRADED_MESSAGE);
  const [preparing, setPreparing] = useState(false);
  const [pending, setPending] = useState<PendingSubmit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const records = useRecordSheet({
    store,
    draftKey,
    restored,
    draftSpansPages: true,
    toEntries: () => pending?.entries ?? [],
    // A changed student without a score was not sent: their typed values stay unsaved.
    settles: (cells) => cells.filter((cell) => pending?.sentRowIds.has(cell.rowId)),
    send: save.mutateAsync,
    errorFallback: 'The placement test results could not be saved. Please try again.',
    onSaved: () => {
      if (!pending || pending.settledElsewhere.length === 0) return;
      dropDraftRows(draftKey, pending.settledElsewhere);
      const shown = shownStore.current;
      setElsewhereAfterSave({ store: shown, cells: draftCellsOutside(draftKey, shown.rowIds) });
    },
  });

  /** The changed students of other pages, checked against the server's results of today. */
  async function changedElsewhere() {
    if (elsewhere.length === 0) return { rows: [], values: {}, unchanged: [] };
    const scheduleIds = [...new Set(elsewhere.map((cell) => cell.rowId))];
    const results = await queryClient.fetchQuery(resultsByScheduleQueryOptions(scheduleIds));
    return changedStudentsElsewhere(elsewhere, results, resultType, columns);
  }

  async function submit() {
    const firstInvalid = store.invalidCells()[0];
    if (firstInvalid) {
      setProblem(INVALID_CELLS);
      grid.focusCell(firstInvalid);
      return;
    }
    setPreparing(true);
    try {
      const onPage = changedOnPage(store, rows);
      const others = await changedElsewhere();
      const built = buildEntryPayload([...onPage.rows, ...others.rows], { ...onPage.values, ...others.values }, resultType, subjectTests);
      if (Object.keys(built.errors).length > 0) {
        setProblem(INVALID_ELSEWHERE);
        return;
      }
      const students = onPage.rows.length + others.rows.length;
      if (built.entries.length === 0) {
        setProblem(NOTHING_TO_SUBMIT);
        return;
      }
      const sentRowIds = new Set(built.entries.map((entry) => entry.placementTestScheduleId));
      setProblem(null);
      setPending({
        entries: built.entries,
        students: built.entries.length,
        unscored: students - built.entries.length,
        sentRowIds,
        settledElsewhere: [...others.rows.map((row) => row.placementTestScheduleId).filter((id) => sentRowIds.has(id)), ...others.unchanged],
      });
    } catch (error) {
      setProblem(toApiError(error, 'The scores typed on other pages could not be checked. Please try again.').message);
    } finally {
      setPreparing(false);
    }
  }

  async function confirm() {
    if (!pending) return;
    try {
      // Marks the sent cells saved: the draft empties itself and the guard lets go.
      await records.confirmSave();
      setProblem(null);
    } catch {
      // The danger toast says why and the dialog closes; every typed value stays in the grid and in the draft.
    }
  }

  return (
    <>
      <ScoreGridToolbar
        store={store}
        elsewhere={elsewhere.length}
        onSubmit={() => void submit()}
        saving={save.isPending || preparing}
        problem={problem}
        describeInvalid={describeInvalid}
      />
      <div className="table-responsive placement-entry-grid-scroller">
        <Table size="sm" className="align-middle placement-entry-grid">
          <caption className="visually-hidden">Placement test scores</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Test date</th>
              {columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((entry, row) => (
              <ScoreGridRow key={entry.placementTestScheduleId} grid={grid} row={row} entry={entry} columns={columns} />
            ))}
          </tbody>
        </Table>
      </div>
      <ConfirmDialog
        show={pending !== null}
        title="Submit placement test results"
        body={pending ? submitQuestion(pending) : ''}
        confirmLabel="Submit"
        pending={save.isPending}
        onConfirm={confirm}
        onHide={() => setPending(null)}
      />
    </>
  );
}
