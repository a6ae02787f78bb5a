import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from '@/lib/csv';

describe('toCsv', () => {
  it('writes the header row and the values, quoting commas', () => {
    const csv = toCsv([{ name: 'Tan, Wei Ming 陈伟明', score: 88 }], [
      { header: 'Student', value: (row) => row.name },
      { header: 'Score', value: (row) => row.score },
    ]);
    expect(csv).toBe('Student,Score\r\n"Tan, Wei Ming 陈伟明",88');
  });

  it('neutralizes cells that a spreadsheet would run as a formula', () => {
    const rows = [{ v: '=HYPERLINK("http://evil")' }, { v: '+1+1' }, { v: '-2+3' }, { v: '@SUM(A1)' }, { v: '-5' }];
    const csv = toCsv(rows, [{ header: 'V', value: (row) => row.v }]);
    const parsed = Papa.parse<string[]>(csv).data.slice(1).map((cells) => cells[0]);
    expect(parsed).toEqual(["'=HYPERLINK(\"http://evil\")", "'+1+1", "'-2+3", "'@SUM(A1)", '-5']);
  });

  it('prints null and undefined as empty cells', () => {
    expect(toCsv([{ v: null }], [{ header: 'V', value: (row) => row.v }])).toBe('V\r\n');
  });

  it('leaves ordinary text alone', () => {
    expect(neutralizeFormula('Maths')).toBe('Maths');
    expect(neutralizeFormula('')).toBe('');
  });
});
