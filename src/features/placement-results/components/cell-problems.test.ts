import { describe, expect, it } from 'vitest';
import type { ChangedCell } from '@/components/entry-grid/entry-grid-store';
import { cellProblem, describeInvalidCells, INVALID_SCORES, NOTES_TOO_LONG } from '@/features/placement-results/components/cell-problems';
import { gridColumns } from '@/features/placement-results/components/grid-columns';

const [score, notes] = gridColumns('interview', []);
const invalid = (row: number, col: number, value: string): ChangedCell => ({ row, col, rowId: `s${row}`, colId: String(col), value, savedValue: '' });

describe('cell problems', () => {
  it('says what is wrong with a score or a note, and nothing for a valid value', () => {
    expect(cellProblem(score, '101')).toBe('Score must be at most 100');
    expect(cellProblem(score, 'abc')).toBe('Score must be a number');
    expect(cellProblem(score, '')).toBeNull();
    expect(cellProblem(notes, 'x'.repeat(2000))).toBeNull();
    expect(cellProblem(notes, 'x'.repeat(2345))).toBe('2,345 characters, at most 2,000.');
  });

  it('names each field by student, says only the kinds of problem present, and sums up beyond five', () => {
    const columns = [score!, notes!];
    const name = (rowId: string) => `Student ${rowId}`;
    expect(describeInvalidCells([invalid(0, 1, 'x'.repeat(2001))], columns, name)).toEqual({
      summary: [NOTES_TOO_LONG],
      cells: ['Notes for Student s0: 2,001 characters, at most 2,000.'],
    });
    const many = [invalid(0, 0, '-1'), ...Array.from({ length: 6 }, (_, row) => invalid(row + 1, 1, 'y'.repeat(2100)))];
    const report = describeInvalidCells(many, columns, name);
    expect(report.summary).toEqual([INVALID_SCORES, NOTES_TOO_LONG]);
    expect(report.cells[0]).toBe('Score for Student s0: Score must be at least 0.');
    expect(report.cells).toHaveLength(6);
    expect(report.cells[5]).toBe('…and 2 more.');
  });
});
