import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { sheetCsv } from './sheet-csv';

const base = {
  assessments: [
    { name: 'CA1', maxScore: 50 },
    { name: 'SA1', maxScore: 50 },
  ],
  students: [
    { id: 's1', fullName: '陈 Tan Wei Ming' },
    { id: 's2', fullName: 'Ana' },
  ],
  boundaries: { gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 },
};
const marks = [
  ['40', '45'],
  ['60', ''],
];

describe('sheetCsv', () => {
  it('exports the marks on screen with the computed results of terms 1 and 3', () => {
    const { rows, columns } = sheetCsv({ ...base, term: 1, furtherByStudent: null }, (row) => marks[row]);
    expect(toCsv(rows, columns).split('\r\n')).toEqual([
      'Student,CA1 (out of 50),SA1 (out of 50),Term score,Final score,Grade,Incomplete',
      '陈 Tan Wei Ming,40,45,85,85,A,',
      'Ana,60,,,,,',
    ]);
  });

  it('adds the previous term final in terms 2 and 4, and says why a result is incomplete', () => {
    const further = new Map([
      ['s1', { finalScore: 75, finalScoreIncomplete: false }],
      ['s2', { finalScore: 70, finalScoreIncomplete: true }],
    ]);
    const typed = [
      ['40', '45'],
      ['30', ''],
    ];
    const { rows, columns } = sheetCsv({ ...base, term: 2, furtherByStudent: further }, (row) => typed[row]);
    expect(toCsv(rows, columns).split('\r\n')).toEqual([
      'Student,CA1 (out of 50),SA1 (out of 50),Term 1 final,Term score,Final score,Grade,Incomplete',
      '陈 Tan Wei Ming,40,45,75,85,80,A,',
      'Ana,30,,70,30,50,C,No mark for SA1; Term 1 final score incomplete',
    ]);
  });
});
