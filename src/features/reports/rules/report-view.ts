/** One labelled value: a particular of the student or a figure of a section. */
export interface ReportField {
  label: string;
  value: string;
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
      rows: string[][];
      empty: string;
    }
  | { kind: 'fields'; heading: string; fields: ReportField[] }
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
