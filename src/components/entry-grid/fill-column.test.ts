import { describe, expect, it } from 'vitest';
import { planFillColumn } from './fill-column';

const grid = [
  ['1', ''],
  ['', ' '],
  ['5', '5'],
];
const valueAt = ({ row, col }: { row: number; col: number }) => grid[row][col];

describe('planFillColumn', () => {
  it('fills only the blank cells of the column in "empty" mode', () => {
    expect(planFillColumn(1, '5', 'empty', 3, valueAt)).toEqual([
      { row: 0, col: 1, value: '5' },
      { row: 1, col: 1, value: '5' },
    ]);
  });

  it('overwrites every cell that differs in "all" mode', () => {
    expect(planFillColumn(0, '5', 'all', 3, valueAt)).toEqual([
      { row: 0, col: 0, value: '5' },
      { row: 1, col: 0, value: '5' },
    ]);
  });

  it('can clear a column with an empty value', () => {
    expect(planFillColumn(0, '', 'all', 3, valueAt)).toEqual([
      { row: 0, col: 0, value: '' },
      { row: 2, col: 0, value: '' },
    ]);
  });

  it('does nothing on a grid without rows', () => {
    expect(planFillColumn(0, '5', 'all', 0, valueAt)).toEqual([]);
  });
});
