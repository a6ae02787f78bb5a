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

/** One signature line: who signs, and the name printed under the line when it is known. */
export interface Signatory {
  role: string;
  name: string | null;
}

/** A part of a report, in one of four shapes that both the PDF and the on-screen preview draw. */
export type ReportSection =
  | {
      kind: 'table';
      heading: string;
      columns: ReportColumn[];
      rows: ReportCell[][];
      empty: string;
      /** Printed under the table, e.g. the legend of the incomplete marker when a cell carries it. */
      note?: string;
      /** Share of the line's width when the section sits beside its neighbours (see {@link sectionRows}). */
      share?: number;
    }
  | { kind: 'fields'; heading: string; fields: ReportField[]; note?: string; share?: number }
  | {
      kind: 'text';
      heading: string;
      text: string;
      /** Room kept for this many characters whatever the text's length, so a longer text never moves the page. */
      reserveCharacters?: number;
    }
  | { kind: 'signatures'; heading: string; signatories: Signatory[] };

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

/**
 * The sections as they are laid out: one per line, except that consecutive sections with a `share` sit side by
 * side on one line, as many as their shares fill.
 */
export function sectionRows(sections: readonly ReportSection[]): ReportSection[][] {
  const rows: ReportSection[][] = [];
  let filled = 1;
  for (const section of sections) {
    const share = section.kind === 'table' || section.kind === 'fields' ? section.share : undefined;
    const last = rows.at(-1);
    if (share !== undefined && last && filled + share <= 1 + 1e-9) {
      last.push(section);
      filled += share;
    } else {
      rows.push([section]);
      filled = share ?? 1;
    }
  }
  return rows;
}

/** A section's share of its line's width: its own, or the whole line. */
export const shareOf = (section: ReportSection): number =>
  section.kind === 'table' || section.kind === 'fields' ? (section.share ?? 1) : 1;
