import type { PlacementResult } from '@/domain/placement/results';
import { subjectColumn } from '@/features/placement-results/rules/entry-payload';
import { noteFieldOf, scoreFieldOf, type GradedResultType } from '@/features/placement-results/rules/result-types';


/** A column of the entry grid: a score (per subject, or the type's one score) or its remark. */
export interface GridColumn {
  id: string;
  header: string;
  kind: 'score' | 'note';
  /** Accessible name of a cell in this column for one student. */
  cellLabel: (studentName: string) => string;
}

/**
 * Test mode with subject tests: one score per subject; otherwise a Score and its remark (spec §2).
 * The remark column is headed Notes or Remark after the field it fills (spec §3).
 */
export function gridColumns(resultType: GradedResultType, subjectTests: readonly string[]): GridColumn[] {
  if (resultType === 'test' && subjectTests.length > 0) {
    return subjectTests.map((subject) => ({
      id: subjectColumn(subject),
      header: subject,
      kind: 'score',
      cellLabel: (name) => `${subject} score for ${name}`,
    }));
  }
  const noteHeader = noteFieldOf(resultType).endsWith('Remark') ? 'Remark' : 'Notes';
  return [
    { id: 'score', header: 'Score', kind: 'score', cellLabel: (name) => `Score for ${name}` },
    { id: 'notes', header: noteHeader, kind: 'note', cellLabel: (name) => `${noteHeader} for ${name}` },
  ];
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The saved text of a cell, from the row's result ('' when it has none). */
export function savedCellValue(result: PlacementResult | null, resultType: GradedResultType, columnId: string): string {
  if (!result) return '';
  if (columnId === 'score') return text(result[scoreFieldOf(resultType)]);
  if (columnId === 'notes') return text(result[noteFieldOf(resultType)]);
  const subject = columnId.replace(/^subject:/, '');
  return text(result.subjectTestScores.find((item) => item.subject === subject)?.score);
}
