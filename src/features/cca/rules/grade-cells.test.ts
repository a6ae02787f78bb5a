import { describe, expect, it } from 'vitest';
import { gradeEntries, isValidCell, savedCellText } from '@/features/cca/rules/grade-cells';

const cell = (rowId: string, colId: string, value: string) => ({ row: 0, col: 0, rowId, colId, value, savedValue: '' });

describe('CCA grade cells', () => {
  it('shows saved values as typed ones: a number and a grade label', () => {
    const member = {
      id: 'm',
      studentId: 's',
      fullName: 'A',
      classYear: null,
      attendance: 0,
      grade: 'NEEDS_IMPROVEMENT' as const,
    };
    expect(savedCellText(member, 'attendance')).toBe('0');
    expect(savedCellText(member, 'grade')).toBe('Needs Improvement');
    expect(savedCellText({ ...member, attendance: null, grade: null }, 'grade')).toBe('');
  });

  it('validates each column by its rule, blank allowed', () => {
    expect(isValidCell('', 'attendance')).toBe(true);
    expect(isValidCell('101', 'attendance')).toBe(false);
    expect(isValidCell('g', 'grade')).toBe(true);
    expect(isValidCell('great', 'grade')).toBe(false);
  });

  it('sends one entry per student with only the changed columns; blank clears', () => {
    expect(
      gradeEntries([
        cell('a', 'attendance', '90'),
        cell('a', 'grade', 'e'),
        cell('b', 'grade', ''),
        cell('c', 'attendance', ''),
      ]),
    ).toEqual([
      { studentId: 'a', attendance: 90, grade: 'EXCELLENT' },
      { studentId: 'b', grade: null },
      { studentId: 'c', attendance: null },
    ]);
  });
});
