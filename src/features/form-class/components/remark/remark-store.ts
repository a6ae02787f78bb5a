import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { isValidRemark } from '@/features/form-class/rules/remark-length';

/** The one column of the remark grid. */
export const REMARK_COL = 'remark';

/**
 * The grid store of a class's remarks for one term: saved remarks from the server, then the draft kept in
 * this browser on top (before the editors render). `restored` counts drafted remarks that differ.
 */
export function createRemarkStore(
  students: readonly { id: string }[],
  savedText: ReadonlyMap<string, string>,
  draftKey: string,
): { store: EntryGridStore; restored: number } {
  const store = createEntryGridStore({
    rowIds: students.map((student) => student.id),
    colIds: [REMARK_COL],
    savedValue: (studentId) => savedText.get(studentId) ?? '',
    validate: (value) => isValidRemark(value),
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}
