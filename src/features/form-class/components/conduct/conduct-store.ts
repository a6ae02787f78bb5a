import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { ConductSheet } from '@/features/form-class/api/form-class-schemas';
import { recordStudentOf, type RecordStudent } from '@/features/form-class/components/sheet-kit/row-history-button';
import { formatFrequency, isValidFrequency } from '@/features/form-class/rules/conduct-frequency';

/**
 * The grid store of a class's conduct for one term: students by descriptors (named by their text, so a draft
 * follows a descriptor if the school reorders them), saved letters, then this browser's draft on top.
 */
export function createConductStore(sheet: ConductSheet, draftKey: string): { store: EntryGridStore; restored: number; students: RecordStudent[]; descriptors: string[] } {
  const saved = new Map(sheet.data.map((row) => [row.studentId, row.frequencies]));
  const store = createEntryGridStore({
    rowIds: sheet.data.map((row) => row.studentId),
    colIds: sheet.descriptors,
    savedValue: (studentId, descriptor) =>
      formatFrequency(saved.get(studentId)?.[sheet.descriptors.indexOf(descriptor)]),
    validate: (value) => isValidFrequency(value),
  });
  return {
    store,
    restored: applyEntryDraft(store, readEntryDraft(draftKey)),
    students: sheet.data.map(recordStudentOf),
    descriptors: sheet.descriptors,
  };
}
