import { HistoryButton } from '@/components/record-history/history-button';
import type { FormClassStudent } from '@/features/form-class/api/form-class-schemas';
import type { AuditSection } from '@/domain/audit/sections';

/**
 * Each grid's record and the section of it the grid shows: a pupil's term record holds the remark, conduct,
 * attendance and height and weight, and a grid's history lists its own section only (docs/api.md, "Form class records").
 */
const ROW_HISTORIES = {
  remark: { recordType: 'TermRecord', sections: ['Remarks'] },
  conduct: { recordType: 'TermRecord', sections: ['Conduct'] },
  heightAndWeight: { recordType: 'TermRecord', sections: ['Height and weight'] },
  streamingAndPromotion: { recordType: 'YearRecord', sections: ['Promotion and streaming'] },
  ftpEvaluation: { recordType: 'YearRecord', sections: ['FTP evaluation'] },
} as const satisfies Record<string, { recordType: 'TermRecord' | 'YearRecord'; sections: readonly [AuditSection] }>;

export type RowHistoryKind = keyof typeof ROW_HISTORIES;

/** A grid's student with the id of their record, whose history the row's button opens. */
export type RecordStudent = FormClassStudent & { recordId: string };

export const recordStudentOf = (row: { student: FormClassStudent; recordId: string }): RecordStudent => ({ ...row.student, recordId: row.recordId });

/** Props of {@link RowHistoryButton}. */
export interface RowHistoryButtonProps {
  kind: RowHistoryKind;
  /** The row's record id from the sheet (`recordId`): the pupil's term or year record. */
  recordId: string;
  fullName: string;
  /** The term of a term grid; null for the year records. */
  term: number | null;
}

/**
 * The clock beside a pupil's name that opens the history of the row's section, e.g. "Remarks · Tan Wei Ming · term 2".
 * It sits in the row header, outside the grid's cells, so the arrow keys and Enter still move only between cells.
 */
export function RowHistoryButton({ kind, recordId, fullName, term }: RowHistoryButtonProps) {
  // One array per grid, not one per render: the dialog filters its answer by it.
  const { recordType, sections } = ROW_HISTORIES[kind];
  const title = [sections[0], fullName, term === null ? null : `term ${term}`].filter(Boolean).join(' · ');
  return <HistoryButton look="icon" className="ms-1" recordType={recordType} recordId={recordId} title={title} sections={sections} />;
}
