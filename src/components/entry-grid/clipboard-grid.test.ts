import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMultiCellPaste, parseClipboardGrid, planPaste } from './clipboard-grid';

const isScore = (value: string) => value === '' || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= 50);

describe('parseClipboardGrid', () => {
  it('reads a column copied from a spreadsheet, with CRLF and the trailing line end', () => {
    expect(parseClipboardGrid('12\r\n34.5\r\n\r\n7\r\n')).toEqual([['12'], ['34.5'], [''], ['7']]);
  });

  it('reads a block of tab-separated rows and trims each value', () => {
    expect(parseClipboardGrid(' 1\t2 \n3\t\n')).toEqual([
      ['1', '2'],
      ['3', ''],
    ]);
  });

  it('reads lone CR line ends (old Mac spreadsheets)', () => {
    expect(parseClipboardGrid('1\r2')).toEqual([['1'], ['2']]);
  });

  it('reads Excel-quoted fields holding quotes, tabs or line breaks', () => {
    expect(parseClipboardGrid('"a ""b"""\t"x\ny"\n5')).toEqual([['a "b"', 'x\ny'], ['5']]);
  });

  it('keeps an unclosed quote literally', () => {
    expect(parseClipboardGrid('"12\n3')).toEqual([['"12'], ['3']]);
  });

  it('gives nothing for empty text', () => {
    expect(parseClipboardGrid('')).toEqual([]);
  });

  it('round-trips any block of plain values (property)', () => {
    const value = fc.string({ maxLength: 6 }).filter((text) => !/[\t\r\n"]/.test(text) && text.trim() === text);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((cols) =>
          fc.array(fc.array(value, { minLength: cols, maxLength: cols }), {
            minLength: 1,
            maxLength: 6,
          }),
        ),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (block, eol, trailing) => {
          // A lone empty cell is indistinguishable from the trailing line end: spreadsheets never copy one.
          fc.pre(!(block.at(-1)?.length === 1 && block.at(-1)?.[0] === ''));
          const text = block.map((row) => row.join('\t')).join(eol) + (trailing ? eol : '');
          expect(parseClipboardGrid(text)).toEqual(block);
        },
      ),
    );
  });

  it('never loses a non-blank character of plain text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((text) => !text.includes('"')),
        (text) => {
          const kept = parseClipboardGrid(text).flat().join('').replace(/\s/g, '');
          expect(kept).toBe(text.replace(/\s/g, ''));
        },
      ),
    );
  });
});

describe('isMultiCellPaste', () => {
  it('is false for one value, with or without a line end, and true for more', () => {
    expect(isMultiCellPaste('42')).toBe(false);
    expect(isMultiCellPaste('42\n')).toBe(false);
    expect(isMultiCellPaste('42\n43')).toBe(true);
    expect(isMultiCellPaste('42\t43')).toBe(true);
  });
});

describe('planPaste', () => {
  it('fills downwards and rightwards from the start, flagging invalid values but keeping them', () => {
    const plan = planPaste(
      { row: 1, col: 0 },
      [
        ['10', 'x'],
        ['60', '20'],
      ],
      5,
      2,
      isScore,
    );
    expect(plan.clipped).toBe(0);
    expect(plan.edits).toEqual([
      { row: 1, col: 0, value: '10', valid: true },
      { row: 1, col: 1, value: 'x', valid: false },
      { row: 2, col: 0, value: '60', valid: false },
      { row: 2, col: 1, value: '20', valid: true },
    ]);
  });

  it('counts the values that fall outside the grid', () => {
    const plan = planPaste(
      { row: 2, col: 1 },
      [
        ['1', '2'],
        ['3', '4'],
      ],
      3,
      2,
      isScore,
    );
    expect(plan.edits).toEqual([{ row: 2, col: 1, value: '1', valid: true }]);
    expect(plan.clipped).toBe(3);
  });

  it('places every value exactly once, inside or clipped (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 5 }), {
          maxLength: 8,
        }),
        fc.nat(10),
        fc.nat(4),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (block, row, col, rows, cols) => {
          const plan = planPaste({ row, col }, block, rows, cols, () => true);
          expect(plan.edits.length + plan.clipped).toBe(block.flat().length);
          for (const edit of plan.edits) {
            expect(edit.row).toBeLessThan(rows);
            expect(edit.col).toBeLessThan(cols);
            expect(edit.value).toBe(block[edit.row - row][edit.col - col]);
          }
        },
      ),
    );
  });
});
