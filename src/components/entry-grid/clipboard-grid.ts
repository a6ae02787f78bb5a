import type { CellAddress } from './grid-navigation';

/** A value to put into a cell, with whether the grid's validator accepts it. */
export interface PlannedEdit extends CellAddress {
  value: string;
  valid: boolean;
}

/** What a paste will do: the edits inside the grid, and how many values fell outside it. */
export interface PastePlan {
  edits: PlannedEdit[];
  clipped: number;
}

/**
 * Parses text copied from a spreadsheet (tab-separated columns, newline-separated rows) into rows of
 * trimmed values. Handles CRLF and lone CR line ends, drops the one trailing line end spreadsheets add,
 * and reads Excel-style quoted fields ("a""b", or a value holding a tab or line break). A quote that is
 * never closed is taken literally, so nothing the user copied is lost.
 */
export function parseClipboardGrid(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    row.push(field.trim());
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && field.trim() === '') {
      const close = findClosingQuote(text, i + 1);
      if (close !== -1) {
        field = text.slice(i + 1, close).replaceAll('""', '"');
        i = close + 1;
        continue;
      }
    }
    if (char === '\t') endField();
    else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The index of the quote closing a field opened before `from`, or -1 when the field is not well formed. */
function findClosingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') {
        i += 2;
        continue;
      }
      const after = text[i + 1];
      return after === undefined || after === '\t' || after === '\n' || after === '\r' ? i : -1;
    }
    i += 1;
  }
  return -1;
}

/** Whether pasted text is more than one value, i.e. the grid (not the input) should take it. */
export function isMultiCellPaste(text: string): boolean {
  const block = parseClipboardGrid(text);
  return block.length > 1 || (block[0]?.length ?? 0) > 1;
}

/**
 * Lays a block of values over the grid from `start` rightwards and downwards. Values outside the grid
 * are counted in `clipped`; every value inside it is kept, invalid ones included, flagged by `validate`.
 */
export function planPaste(
  start: CellAddress,
  block: readonly (readonly string[])[],
  rows: number,
  cols: number,
  validate: (value: string, cell: CellAddress) => boolean,
): PastePlan {
  const edits: PlannedEdit[] = [];
  let clipped = 0;
  block.forEach((values, r) => {
    values.forEach((value, c) => {
      const cell = { row: start.row + r, col: start.col + c };
      if (cell.row >= rows || cell.col >= cols) clipped += 1;
      else edits.push({ ...cell, value, valid: validate(value, cell) });
    });
  });
  return { edits, clipped };
}
