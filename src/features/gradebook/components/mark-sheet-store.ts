import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { GradebookSheet } from '@/domain/gradebook/responses';
import { formatMark, isValidMark } from '@/features/gradebook/rules/mark-value';

/**
 * The grid store of a sheet: students by assessments, saved marks from the server, then the draft
 * kept in this browser on top (before the inputs render, so they start with it). `restored` counts
 * the drafted marks that differ from the saved ones.
 */
export function createMarkSheetStore(
  sheet: GradebookSheet,
  draftKey: string,
): { store: EntryGridStore; restored: number } {
  const saved = new Map(sheet.scores.map((score) => [`${score.studentId}\u001f${score.assessmentId}`, score.score]));
  const store = createEntryGridStore({
    rowIds: sheet.students.map((student) => student.id),
    colIds: sheet.assessments.map((assessment) => assessment.id),
    savedValue: (studentId, assessmentId) => formatMark(saved.get(`${studentId}\u001f${assessmentId}`)),
    validate: (value, { col }) => isValidMark(value, sheet.assessments[col]?.maxScore ?? 0),
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}
