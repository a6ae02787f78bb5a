import { fireEvent, screen, waitFor } from '@testing-library/react';
import { memo, useEffect, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import type { PastePlan } from './clipboard-grid';
import type { EntryGridController } from './entry-grid-controller';
import { applyEntryDraft, entryDraftKey, readEntryDraft, useEntryDraftPersistence } from './entry-drafts';
import { createEntryGridStore, type EntryGridStore } from './entry-grid-store';
import { useEntryGrid, useEntryGridRow, useEntryGridStatus } from './use-entry-grid';

const STUDENTS = ['Ann', 'Ben', 'Cai', 'Dee'];
const COLUMNS = ['Test 1', 'Test 2'];
const renders: Record<string, number> = {};
const DRAFT_KEY = entryDraftKey({ userId: 'u1', screen: 'demo', scope: 'x' });

// memo: a status change re-renders the harness, which must not re-render every row.
const Row = memo(function Row({ store, grid, row }: { store: EntryGridStore; grid: EntryGridController; row: number }) {
  const values = useEntryGridRow(store, row);
  // Runs after every commit of this row: counts its renders.
  useEffect(() => {
    renders[STUDENTS[row]] = (renders[STUDENTS[row]] ?? 0) + 1;
  });
  const total = values.reduce((sum, value) => sum + (Number(value) || 0), 0);
  return (
    <tr>
      <th scope="row">{STUDENTS[row]}</th>
      {COLUMNS.map((column, col) => (
        <td key={column}>
          <input
            className="entry-grid-cell"
            aria-label={`${column} for ${STUDENTS[row]}`}
            {...grid.cellProps({ row, col })}
          />
        </td>
      ))}
      <td data-testid={`total-${STUDENTS[row]}`}>{total}</td>
    </tr>
  );
});

function Harness() {
  const { store, restored } = useMemo(() => {
    const created = createEntryGridStore({
      rowIds: STUDENTS,
      colIds: COLUMNS,
      savedValue: (rowId, colId) => (rowId === 'Ann' && colId === 'Test 1' ? '10' : ''),
      validate: (value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 50),
    });
    return {
      store: created,
      restored: applyEntryDraft(created, readEntryDraft(DRAFT_KEY)),
    };
  }, []);
  const [pasted, setPasted] = useState<PastePlan | null>(null);
  const grid = useEntryGrid(store, setPasted);
  const status = useEntryGridStatus(store);
  useEntryDraftPersistence(store, DRAFT_KEY);
  useEffect(() => {
    renders.harness = (renders.harness ?? 0) + 1;
  });
  return (
    <>
      <p>
        {status.changed} changed, {status.invalid} invalid, {restored} restored
      </p>
      {pasted ? <p>{pasted.clipped} did not fit</p> : null}
      <button type="button" onClick={() => grid.fillColumn(1, '7', 'empty')}>
        Fill empty
      </button>
      <button type="button" onClick={() => store.markSaved(store.changedCells())}>
        Mark saved
      </button>
      <table>
        <tbody>
          {STUDENTS.map((name, row) => (
            <Row key={name} store={store} grid={grid} row={row} />
          ))}
        </tbody>
      </table>
    </>
  );
}

const cell = (column: string, student: string) => screen.getByRole('textbox', { name: `${column} for ${student}` });

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, {
    clipboardData: {
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    },
  });
}

describe('entry grid', () => {
  it('moves with Enter, Shift+Enter and the arrows, and updates the row total as the user types', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell('Test 2', 'Ann'));
    await user.keyboard('12{Enter}');
    expect(cell('Test 2', 'Ben')).toHaveFocus();
    expect(screen.getByTestId('total-Ann')).toHaveTextContent('22');
    await user.keyboard('8{Enter}9{Shift>}{Enter}{/Shift}');
    expect(cell('Test 2', 'Ben')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(cell('Test 1', 'Cai')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(cell('Test 2', 'Dee')).toHaveFocus();
    expect(screen.getByText('3 changed, 0 invalid, 0 restored')).toBeInTheDocument();
  });

  it('selects the value of a cell clicked into, so typing replaces it; a second click places the caret', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell('Test 1', 'Ann'));
    expect(cell('Test 1', 'Ann')).toHaveFocus();
    await user.keyboard('37');
    expect(cell('Test 1', 'Ann')).toHaveValue('37');
    await user.click(cell('Test 1', 'Ben'));
    await user.keyboard('8');
    await user.click(cell('Test 1', 'Ann'));
    await user.keyboard('4');
    expect(cell('Test 1', 'Ann')).toHaveValue('4');
    // Inside the focused cell a click edits in place, as in a spreadsheet's edit mode.
    await user.pointer({ target: cell('Test 1', 'Ann'), offset: 0, keys: '[MouseLeft]' });
    await user.keyboard('2');
    expect(cell('Test 1', 'Ann')).toHaveValue('24');
  });

  it('keeps the caret inside a value for sideways arrows until it reaches the edge', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell('Test 2', 'Ben'));
    await user.keyboard('45{ArrowLeft}');
    expect(cell('Test 2', 'Ben')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell('Test 1', 'Ben')).toHaveFocus();
  });

  it('re-renders only the row typed in, never the whole grid', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell('Test 1', 'Cai'));
    const before = { ...renders };
    await user.keyboard('1234');
    expect(renders.Ann).toBe(before.Ann);
    expect(renders.Ben).toBe(before.Ben);
    expect(renders.Dee).toBe(before.Dee);
    expect(renders.Cai - before.Cai).toBeGreaterThanOrEqual(4);
    // The status line changes once (0 -> 1 changed, then 1 invalid), not per keystroke.
    expect(renders.harness - before.harness).toBeLessThanOrEqual(2);
  });

  it('pastes a column below the focused cell, flags invalid values and reports what did not fit', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell('Test 1', 'Ben'));
    paste(cell('Test 1', 'Ben'), '30\r\n77\r\nabc\r\n5\r\n');
    expect(cell('Test 1', 'Ben')).toHaveValue('30');
    expect(cell('Test 1', 'Cai')).toHaveValue('77');
    expect(cell('Test 1', 'Cai')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Test 1', 'Dee')).toHaveValue('abc');
    expect(cell('Test 1', 'Dee')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Test 1', 'Ben')).toHaveAttribute('aria-invalid', 'false');
    expect(cell('Test 1', 'Ben')).toHaveAttribute('data-changed', 'true');
    expect(screen.getByText('1 did not fit')).toBeInTheDocument();
    expect(screen.getByText('3 changed, 2 invalid, 0 restored')).toBeInTheDocument();
    expect(screen.getByTestId('total-Ben')).toHaveTextContent('30');
  });

  it('pastes a block across columns and leaves a single value to the input', async () => {
    const { user } = renderWithProviders(<Harness />);
    paste(cell('Test 1', 'Cai'), '1\t2\n3\t4');
    expect(cell('Test 2', 'Cai')).toHaveValue('2');
    expect(cell('Test 2', 'Dee')).toHaveValue('4');
    await user.click(cell('Test 2', 'Ann'));
    await user.paste('42');
    expect(cell('Test 2', 'Ann')).toHaveValue('42');
    expect(screen.getByText('5 changed, 0 invalid, 0 restored')).toBeInTheDocument();
  });

  it('fills the empty cells of a column', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(cell('Test 2', 'Ben'), '3');
    await user.click(screen.getByRole('button', { name: 'Fill empty' }));
    expect(cell('Test 2', 'Ann')).toHaveValue('7');
    expect(cell('Test 2', 'Ben')).toHaveValue('3');
    expect(cell('Test 2', 'Dee')).toHaveValue('7');
  });

  it('keeps typed values as a draft that a remount restores, and drops it once saved', async () => {
    const first = renderWithProviders(<Harness />);
    await first.user.type(cell('Test 2', 'Dee'), '44');
    expect(readEntryDraft(DRAFT_KEY)).toEqual({ 'Dee\u001fTest 2': '44' });
    first.unmount();

    const second = renderWithProviders(<Harness />);
    expect(cell('Test 2', 'Dee')).toHaveValue('44');
    expect(cell('Test 2', 'Dee')).toHaveAttribute('data-changed', 'true');
    expect(screen.getByText('1 changed, 0 invalid, 1 restored')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Mark saved' }));
    await waitFor(() => expect(cell('Test 2', 'Dee')).not.toHaveAttribute('data-changed'));
    expect(readEntryDraft(DRAFT_KEY)).toBeNull();
  });
});
