import { useCallback, useMemo, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { PastePlan } from '@/components/entry-grid/clipboard-grid';
import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { useEntryGrid } from '@/components/entry-grid/use-entry-grid';
import { useRecordSheet } from '@/components/entry-grid/use-record-sheet';
import { useBulkUpsertPlacementResults, type BulkEntry } from '@/features/placement-results/api/bulk-upsert-placement-results';
import { cellProblem, describeInvalidCells } from '@/features/placement-results/components/cell-problems';
import { gridColumns, savedCellValue } from '@/features/placement-results/components/grid-columns';
import { ScoreGridRow } from '@/features/placement-results/components/score-grid-row';
import { INVALID_CELLS, ScoreGridToolbar } from '@/features/placement-results/components/score-grid-toolbar';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';
import { buildEntryPayload, cellKey } from '@/features/placement-results/rules/entry-payload';
import type { GradedResultType } from '@/features/placement-results/rules/result-types';
import { showToast } from '@/lib/toast-store';
import '@/features/placement-results/components/score-grid.css';
import { countOf } from '@/domain/school/count-words';

export const GRADED_MESSAGE = 'Successfully Graded Placement Tests';
export const NOTHING_TO_SUBMIT = 'Enter at least one score before submitting.';

interface ScoreGridProps {
  rows: readonly EntryRow[];
  resultType: GradedResultType;
  subjectTests: readonly string[];
  /** localStorage key of this page's draft (user, result type, filters, page). */
  draftKey: string;
}

/**
 * The spreadsheet-speed grid of the graded modes: uncontrolled inputs over an entry-grid store,
 * Enter/arrows to move, paste a column, drafts kept in the browser until saved, a guard on leaving,
 * and Submit behind a confirmation that sends only scored entries (spec §5).
 */
export function ScoreGrid({ rows, resultType, subjectTests, draftKey }: ScoreGridProps) {
  const columns = useMemo(() => gridColumns(resultType, subjectTests), [resultType, subjectTests]);
  const { store, restored } = useMemo(() => {
    const byId = new Map(rows.map((row) => [row.placementTestScheduleId, row]));
    const created = createEntryGridStore({
      rowIds: rows.map((row) => row.placementTestScheduleId),
      colIds: columns.map((column) => column.id),
      savedValue: (rowId, colId) => savedCellValue(byId.get(rowId)?.result ?? null, resultType, colId),
      validate: (value, cell) => cellProblem(columns[cell.col], value) === null,
    });
    return { store: created, restored: applyEntryDraft(created, readEntryDraft(draftKey)) };
  }, [rows, columns, resultType, draftKey]);
  const onPasted = useCallback((plan: PastePlan) => {
    const invalid = plan.edits.filter((edit) => !edit.valid).length;
    const parts = [`Pasted ${countOf(plan.edits.length, 'value')}.`];
    if (invalid > 0) parts.push(`${invalid} of them are not valid scores and are highlighted.`);
    if (plan.clipped > 0) parts.push(`${countOf(plan.clipped, 'value')} did not fit below the focused cell.`);
    showToast({ variant: invalid > 0 || plan.clipped > 0 ? 'warning' : 'info', message: parts.join(' ') });
  }, []);
  const grid = useEntryGrid(store, onPasted);
  const describeInvalid = useCallback(() => {
    const names = new Map(rows.map((row) => [row.placementTestScheduleId, row.studentName]));
    return describeInvalidCells(store.invalidCells(), columns, (rowId) => names.get(rowId) ?? rowId);
  }, [store, rows, columns]);
  const save = useBulkUpsertPlacementResults(GRADED_MESSAGE);
  const [pending, setPending] = useState<BulkEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Every scored row goes, changed or not (spec §5): the entries are those Submit built and the dialog counted.
  const records = useRecordSheet({
    store,
    draftKey,
    restored,
    toEntries: () => pending ?? [],
    send: save.mutateAsync,
    errorFallback: 'The placement test results could not be saved. Please try again.',
  });

  function submit() {
    const values: Record<string, string> = {};
    store.rowIds.forEach((rowId, row) =>
      store.colIds.forEach((colId, col) => {
        values[cellKey(rowId, colId)] = store.getValue({ row, col });
      }),
    );
    const built = buildEntryPayload(rows, values, resultType, subjectTests);
    const firstInvalid = store.invalidCells()[0];
    if (Object.keys(built.errors).length > 0 || firstInvalid) {
      setProblem(INVALID_CELLS);
      if (firstInvalid) grid.focusCell(firstInvalid);
      return;
    }
    if (built.entries.length === 0) {
      setProblem(NOTHING_TO_SUBMIT);
      return;
    }
    setProblem(null);
    setPending(built.entries);
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
      <ScoreGridToolbar store={store} onSubmit={submit} saving={save.isPending} problem={problem} describeInvalid={describeInvalid} />
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
        body={`Save the scores of ${pending?.length ?? 0} student(s)? Only students with a score are sent.`}
        confirmLabel="Submit"
        pending={save.isPending}
        onConfirm={confirm}
        onHide={() => setPending(null)}
      />
    </>
  );
}
