/** A piece of an Error Editing passage: plain text, or the wrong text of the error numbered `errorIndex` (0-based). */
export type MarkedPart = { kind: 'text'; text: string } | { kind: 'error'; text: string; errorIndex: number };

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWholeWord(passage: string, start: number, end: number): boolean {
  return !WORD_CHARACTER.test(passage.charAt(start - 1)) && !WORD_CHARACTER.test(passage.charAt(end));
}

/**
 * Where each error's wrong text sits in the passage: the first free occurrence standing as whole words (so "a" is
 * not found inside "Mary"), else the first free occurrence at all; an error listed twice takes the next occurrence.
 * Errors whose text is empty or absent are left out (the schema reports them on their row).
 */
export function markErrors(passage: string, wrongs: readonly string[]): MarkedPart[] {
  const taken: { start: number; end: number; errorIndex: number }[] = [];
  wrongs.forEach((wrong, errorIndex) => {
    if (wrong.length === 0) return;
    const free: number[] = [];
    for (let at = passage.indexOf(wrong); at !== -1; at = passage.indexOf(wrong, at + 1)) {
      const end = at + wrong.length;
      if (!taken.some((range) => at < range.end && range.start < end)) free.push(at);
    }
    const start = free.find((at) => isWholeWord(passage, at, at + wrong.length)) ?? free[0];
    if (start !== undefined) taken.push({ start, end: start + wrong.length, errorIndex });
  });
  taken.sort((a, b) => a.start - b.start);
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const range of taken) {
    if (range.start > last) parts.push({ kind: 'text', text: passage.slice(last, range.start) });
    parts.push({ kind: 'error', text: passage.slice(range.start, range.end), errorIndex: range.errorIndex });
    last = range.end;
  }
  if (last < passage.length) parts.push({ kind: 'text', text: passage.slice(last) });
  return parts;
}
