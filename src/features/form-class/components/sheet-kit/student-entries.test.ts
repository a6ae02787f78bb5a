import { describe, expect, it } from 'vitest';
import { createEntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { studentEntries } from './student-entries';

describe('studentEntries', () => {
  it('sends one entry per changed student, with its whole row and the version it was read at', () => {
    const store = createEntryGridStore({ rowIds: ['s1', 's2', 's3'], colIds: ['a', 'b'], savedValue: () => '' });
    store.setValues([
      { row: 0, col: 0, value: 'x' },
      { row: 0, col: 1, value: 'y' },
      { row: 2, col: 1, value: 'z' },
    ]);
    const versions = new Map([['s1', 4]]);
    expect(studentEntries(store, store.changedCells(), versions, (row) => ({ values: store.getRow(row) }))).toEqual([
      { studentId: 's1', values: ['x', 'y'], version: 4 },
      { studentId: 's3', values: ['', 'z'], version: 0 },
    ]);
  });
});
