import type { SheetConflict } from '@/components/entry-grid/record-sheet-frame';

/** How many marks the heading names before it counts the rest. */
const NAMED_AT_MOST = 5;

function namedMarks(marks: readonly string[]): string {
  if (marks.length === 0) return 'some of these marks';
  const named = marks.slice(0, NAMED_AT_MOST).join(', ');
  const rest = marks.length - NAMED_AT_MOST;
  return `the marks of ${rest > 0 ? `${named} and ${rest} more` : named}`;
}

/**
 * A 409 in the mark sheet's words: another save reached some of these marks (named as "student (assessment)") first.
 * Nothing was saved and every typed mark is still on screen and in the draft; the teacher chooses whose marks those
 * cells keep.
 */
export function markConflict(
  marks: readonly string[],
  choices: Pick<SheetConflict, 'onKeepMine' | 'onLoadTheirs' | 'busy'>,
): SheetConflict {
  return {
    heading: `Someone else saved ${namedMarks(marks)} after you opened this sheet.`,
    body: 'Nothing was saved and your marks are still here. Keep yours and save them over theirs, or load theirs for those marks (your other changes stay).',
    keepMineLabel: 'Keep mine and save again',
    loadTheirsLabel: 'Load theirs',
    ...choices,
  };
}
