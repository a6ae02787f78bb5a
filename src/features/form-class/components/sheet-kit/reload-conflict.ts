import type { SheetConflict } from '@/components/entry-grid/record-sheet-frame';

/**
 * A 409 on the remark and conduct grids: another save reached some of these students first. What the teacher typed
 * stays in the grid and the draft; reloading brings the other save in under it, and the next save knowingly
 * replaces it. `noun` is what was being saved, plural: "remarks", "conduct grades".
 */
export function reloadConflict(noun: string, reloading: boolean, onReload: () => Promise<unknown>): SheetConflict {
  return {
    heading: `Someone else saved ${noun} of this class after you opened it.`,
    body: `Nothing was saved. Your changes are still here and kept as a draft. Reload the saved ${noun} to see theirs: your changes stay on top, and saving again replaces theirs where you changed a student.`,
    loadTheirsLabel: `Reload saved ${noun}`,
    onLoadTheirs: onReload,
    busy: reloading,
  };
}
