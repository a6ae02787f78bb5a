import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { RemarksSheet } from '@/features/form-class/api/form-class-schemas';
import { recordStudentOf, type RecordStudent } from '@/features/form-class/components/sheet-kit/row-history-button';
import { appendRemark, expandMergeFields, type MergeStudent } from '@/features/form-class/rules/remark-merge-fields';
import { isValidRemark } from '@/features/form-class/rules/remark-length';

/** The one column of the remark grid. */
export const REMARK_COL = 'remark';

/**
 * The grid store of a class's remarks for one term: saved remarks from the server, then the draft kept in
 * this browser on top (before the editors render). `restored` counts drafted remarks that differ.
 */
export function createRemarkStore(
  sheet: RemarksSheet,
  draftKey: string,
): { store: EntryGridStore; restored: number; students: RecordStudent[] } {
  const savedText = new Map(sheet.data.map((row) => [row.studentId, row.text ?? '']));
  const store = createEntryGridStore({
    rowIds: sheet.data.map((row) => row.studentId),
    colIds: [REMARK_COL],
    savedValue: (studentId) => savedText.get(studentId) ?? '',
    validate: (value) => isValidRemark(value),
  });
  const students = sheet.data.map(recordStudentOf);
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)), students };
}

/**
 * Adds a comment-bank template, expanded for each student, after the remark of every selected student.
 * Returns how many remarks changed and how many of them are now too long for the report.
 */
export function insertTemplate(
  store: EntryGridStore,
  students: readonly (MergeStudent & { id: string })[],
  selected: ReadonlySet<string>,
  template: string,
): { inserted: number; tooLong: number } {
  const edits = students.flatMap((student, row) =>
    selected.has(student.id)
      ? [{ row, col: 0, value: appendRemark(store.getValue({ row, col: 0 }), expandMergeFields(template, student)) }]
      : [],
  );
  store.setValues(edits);
  return { inserted: edits.length, tooLong: edits.filter((edit) => !store.isValid(edit)).length };
}
