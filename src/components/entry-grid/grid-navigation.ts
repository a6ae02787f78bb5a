/** A cell of an entry grid, addressed by its row and column index (both from 0). */
export interface CellAddress {
  row: number;
  col: number;
}

/** The part of a key event and its input that decides where the focus goes. */
export interface NavigationKey {
  key: string;
  shiftKey: boolean;
  /** The input's caret; `null` where the browser gives none (number inputs). */
  selectionStart: number | null;
  selectionEnd: number | null;
  valueLength: number;
}

function clampMove(from: CellAddress, rowDelta: number, colDelta: number, rows: number, cols: number) {
  const row = from.row + rowDelta;
  const col = from.col + colDelta;
  if (row < 0 || row >= rows || col < 0 || col >= cols) return null;
  return { row, col };
}

/** The caret can leave to the left: it sits at the start, or the whole text is selected (as after focus). */
function atStart({ selectionStart, selectionEnd, valueLength }: NavigationKey) {
  if (selectionStart === null || selectionEnd === null) return true;
  return selectionStart === 0 && (selectionEnd === 0 || selectionEnd === valueLength);
}

function atEnd({ selectionStart, selectionEnd, valueLength }: NavigationKey) {
  if (selectionStart === null || selectionEnd === null) return true;
  return selectionEnd === valueLength && (selectionStart === valueLength || selectionStart === 0);
}

/**
 * Where a key press moves the focus in a `rows` x `cols` grid, spreadsheet style: Enter goes down a
 * column and Shift+Enter up; ArrowUp/ArrowDown always move; ArrowLeft/ArrowRight move only when the
 * caret is at that edge of the text (so editing inside a value still works). Returns `null` when the
 * key is not a navigation key here or the move would leave the grid.
 */
export function nextCell(from: CellAddress, key: NavigationKey, rows: number, cols: number): CellAddress | null {
  switch (key.key) {
    case 'Enter':
      return clampMove(from, key.shiftKey ? -1 : 1, 0, rows, cols);
    case 'ArrowDown':
      return clampMove(from, 1, 0, rows, cols);
    case 'ArrowUp':
      return clampMove(from, -1, 0, rows, cols);
    case 'ArrowLeft':
      return atStart(key) ? clampMove(from, 0, -1, rows, cols) : null;
    case 'ArrowRight':
      return atEnd(key) ? clampMove(from, 0, 1, rows, cols) : null;
    default:
      return null;
  }
}

/** Whether the key is one the grid owns, so the browser's default (submit, number stepping) must not run. */
export function isGridKey(key: string): boolean {
  return key === 'Enter' || key === 'ArrowDown' || key === 'ArrowUp';
}
