/** Where the caret or selection was in the feedback when it was last focused; null when it never was. */
export interface Caret {
  start: number;
  end: number;
}

/**
 * The feedback with a saved comment put in: at the caret (replacing a selection) when the teacher had placed one,
 * else appended on a new line. A space is added where the comment would otherwise touch a word. Answers the new
 * text and where the caret goes (just after the comment).
 */
export function insertComment(value: string, comment: string, caret: Caret | null): { value: string; caret: number } {
  if (caret === null || caret.start > value.length) {
    const joiner = value.trim() === '' ? '' : value.endsWith('\n') ? '' : '\n';
    const base = value.trim() === '' ? '' : value;
    const next = `${base}${joiner}${comment}`;
    return { value: next, caret: next.length };
  }
  const end = Math.min(caret.end, value.length);
  const before = value.slice(0, caret.start);
  const after = value.slice(end);
  const lead = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = after !== '' && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${lead}${comment}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + lead.length + comment.length };
}

/** What "Save to comment bank" keeps: the selected part of the feedback when there is one, else all of it. */
export function textToKeep(value: string, caret: Caret | null): string {
  if (caret && caret.end > caret.start) return value.slice(caret.start, caret.end).trim();
  return value.trim();
}
