/**
 * Fill In The Blank text: each blank is written in square brackets holding its accepted answers
 * separated by `|`, e.g. "Water boils at [100|one hundred] °C." Escaped brackets are not supported:
 * a passage needing a literal bracket uses another character (docs/decisions/resources.md).
 */
export interface Blank {
  /** 0-based position of the blank in the passage. */
  index: number;
  answers: string[];
}

export type PassagePart = { kind: 'text'; text: string } | { kind: 'blank'; blank: Blank };

const BLANK = /\[([^[\]]*)\]/g;

export function parseBlanks(passage: string): PassagePart[] {
  const parts: PassagePart[] = [];
  let last = 0;
  let index = 0;
  for (const match of passage.matchAll(BLANK)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: passage.slice(last, start) });
    const answers = (match[1] ?? '')
      .split('|')
      .map((answer) => answer.trim())
      .filter((answer) => answer.length > 0);
    parts.push({ kind: 'blank', blank: { index, answers } });
    index += 1;
    last = start + match[0].length;
  }
  if (last < passage.length) parts.push({ kind: 'text', text: passage.slice(last) });
  return parts;
}

export function blanksOf(passage: string): Blank[] {
  return parseBlanks(passage).flatMap((part) => (part.kind === 'blank' ? [part.blank] : []));
}

/** Whether a student's answer matches one accepted answer (trimmed, spaces collapsed, case as configured). */
export function isAcceptedAnswer(blank: Blank, answer: string, caseSensitive: boolean): boolean {
  const normalise = (value: string) => {
    const collapsed = value.trim().replace(/\s+/g, ' ');
    return caseSensitive ? collapsed : collapsed.toLocaleLowerCase();
  };
  const given = normalise(answer);
  return given.length > 0 && blank.answers.some((accepted) => normalise(accepted) === given);
}
