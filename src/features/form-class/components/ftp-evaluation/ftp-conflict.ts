import type { SheetConflict } from '@/components/entry-grid/record-sheet-frame';

/**
 * A 409 in the FTP evaluation's words: another save reached some of these students (by name) first. Nothing was
 * saved and every typed level is still on screen; the teacher chooses whose levels those students keep.
 */
export function ftpConflict(
  names: readonly string[],
  choices: Pick<SheetConflict, 'onKeepMine' | 'onLoadTheirs' | 'busy'>,
): SheetConflict {
  return {
    heading: `Someone else saved the FTP evaluation of ${names.length === 0 ? 'some students' : names.join(', ')} after you opened it.`,
    body: 'Nothing was saved and your levels are still here. Keep yours and save them over theirs, or load theirs for those students (your other changes stay).',
    keepMineLabel: 'Keep mine and save again',
    loadTheirsLabel: 'Load theirs',
    ...choices,
  };
}
