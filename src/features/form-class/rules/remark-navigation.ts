/** The key press and caret that decide whether the remark column moves to another student. */
export interface RemarkKey {
  key: string;
  shiftKey: boolean;
  selectionStart: number;
  selectionEnd: number;
  valueLength: number;
}

/**
 * Where a key moves in a column of remark editors: Enter goes to the next student and Shift+Enter to the
 * previous (a remark is one paragraph, as the report prints it); ArrowUp leaves only from the very start
 * of the text and ArrowDown only from its end (or with all of it selected), so the arrows still move
 * through a long remark's lines. Returns the row delta, or 0 when the key stays in the editor.
 */
export function remarkMove({ key, shiftKey, selectionStart, selectionEnd, valueLength }: RemarkKey): -1 | 0 | 1 {
  const all = selectionStart === 0 && selectionEnd === valueLength;
  if (key === 'Enter') return shiftKey ? -1 : 1;
  if (key === 'ArrowUp' && !shiftKey && (all || (selectionStart === 0 && selectionEnd === 0))) return -1;
  if (key === 'ArrowDown' && !shiftKey && (all || (selectionStart === valueLength && selectionEnd === valueLength)))
    return 1;
  return 0;
}
