import { describe, expect, it, vi } from 'vitest';
import { createEntryGridStore } from './entry-grid-store';

const make = () =>
  createEntryGridStore({
    rowIds: ['s1', 's2'],
    colIds: ['a1', 'a2'],
    savedValue: (rowId, colId) => (rowId === 's1' && colId === 'a1' ? '10' : ''),
    validate: (value) => value === '' || (Number.isFinite(Number(value)) && Number(value) <= 50),
  });

describe('createEntryGridStore', () => {
  it('starts from the saved values with nothing changed', () => {
    const store = make();
    expect(store.getRow(0)).toEqual(['10', '']);
    expect(store.changedCells()).toEqual([]);
    expect(store.getStatus()).toEqual({ changed: 0, invalid: 0 });
  });

  it('tracks changed and invalid cells by row and column id', () => {
    const store = make();
    store.setValues([
      { row: 0, col: 1, value: '20' },
      { row: 1, col: 0, value: 'abc' },
    ]);
    expect(store.changedCells()).toEqual([
      { row: 0, col: 1, rowId: 's1', colId: 'a2', value: '20', savedValue: '' },
      {
        row: 1,
        col: 0,
        rowId: 's2',
        colId: 'a1',
        value: 'abc',
        savedValue: '',
      },
    ]);
    expect(store.invalidCells().map((cell) => cell.colId)).toEqual(['a1']);
    expect(store.getStatus()).toEqual({ changed: 2, invalid: 1 });
    expect(store.isChanged({ row: 0, col: 1 })).toBe(true);
    store.setValues([{ row: 0, col: 1, value: '' }]);
    expect(store.isChanged({ row: 0, col: 1 })).toBe(false);
  });

  it('notifies only the rows a write touched, and keeps untouched row snapshots identical', () => {
    const store = make();
    const row0 = vi.fn();
    const row1 = vi.fn();
    store.subscribeRow(0, row0);
    store.subscribeRow(1, row1);
    const before = store.getRow(1);
    store.setValues([{ row: 0, col: 0, value: '11' }]);
    expect(row0).toHaveBeenCalledTimes(1);
    expect(row1).not.toHaveBeenCalled();
    expect(store.getRow(1)).toBe(before);
    store.setValues([{ row: 0, col: 0, value: '11' }]);
    expect(row0).toHaveBeenCalledTimes(1);
  });

  it('ignores writes outside the grid', () => {
    const store = make();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setValues([{ row: 5, col: 0, value: '1' }]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getValue({ row: 5, col: 0 })).toBe('');
  });

  it('takes current values as saved after markSaved', () => {
    const store = make();
    store.setValues([
      { row: 0, col: 1, value: '20' },
      { row: 1, col: 1, value: '30' },
    ]);
    store.markSaved([{ row: 0, col: 1 }]);
    expect(store.changedCells().map((cell) => cell.value)).toEqual(['30']);
    expect(store.getStatus().changed).toBe(1);
  });

  it('keeps a cell changed when it was typed into again while its save ran', () => {
    const store = make();
    store.setValues([{ row: 1, col: 0, value: '20' }]);
    const sent = store.changedCells();
    store.setValues([{ row: 1, col: 0, value: '25' }]);
    store.markSaved(sent);
    expect(store.changedCells()).toMatchObject([{ rowId: 's2', colId: 'a1', value: '25', savedValue: '20' }]);
  });
});
