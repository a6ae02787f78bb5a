import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { GRADE_COLUMNS, isValidCell, savedCellText } from '@/features/cca/rules/grade-cells';

/**
 * The grid store of a CCA year: members by attendance and grade, saved values from the server, then
 * the draft kept in this browser on top. `restored` counts the drafted cells that differ from the saved ones.
 */
export function createGradeSheetStore(
  detail: CcaYearDetail,
  draftKey: string,
): { store: EntryGridStore; restored: number } {
  const members = new Map(detail.members.map((member) => [member.studentId, member]));
  const store = createEntryGridStore({
    rowIds: detail.members.map((member) => member.studentId),
    colIds: GRADE_COLUMNS,
    savedValue: (studentId, column) => {
      const member = members.get(studentId);
      return member ? savedCellText(member, column === 'attendance' ? 'attendance' : 'grade') : '';
    },
    validate: (value, { col }) => isValidCell(value, GRADE_COLUMNS[col] ?? 'grade'),
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}
