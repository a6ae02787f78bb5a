/** A score built from incomplete marks: printed with {@link INCOMPLETE_MARK}, which the section's note explains. */
export interface IncompleteValue {
  text: string;
  incomplete: true;
}

/** What a table cell or a field holds: plain text, or a score flagged as incomplete. */
export type ReportCell = string | IncompleteValue;

/** Follows an incomplete score in print ("45*"). */
export const INCOMPLETE_MARK = '*';

/** A cell as printed: its text, with the incomplete marker when flagged. */
export function cellText(cell: ReportCell): string {
  return typeof cell === 'string' ? cell : `${cell.text}${INCOMPLETE_MARK}`;
}

/** One labelled value: a particular of the student or a figure of a section. */
export interface ReportField {
  label: string;
  value: ReportCell;
}

export interface ReportColumn {
  label: string;
  /** Numbers are right-aligned so their digits line up. */
  numeric?: boolean;
  /** Share of the table's width relative to the other columns (default 1). */
  weight?: number;
}

/** A part of a report, in one of three shapes that both the PDF and the on-screen preview draw. */
export type ReportSection =
  | {
      kind: 'table';
      heading: string;
      columns: ReportColumn[];
      rows: ReportCell[][];
      empty: string;
      /** Printed under the table, e.g. the legend of the incomplete marker when a cell carries it. */
      note?: string;
    }
  | { kind: 'fields'; heading: string; fields: ReportField[]; note?: string }
  | { kind: 'text'; heading: string; text: string };

/** Everything printed on one student's report, already formatted. */
export interface StudentReportView {
  schoolName: string;
  schoolLines: string[];
  title: string;
  subtitle: string;
  studentName: string;
  particulars: ReportField[];
  sections: ReportSection[];
}
