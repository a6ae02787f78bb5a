import type { Term } from '../gradebook/term-score';

export const REPORT_TYPES = ['LEAPS', 'REPORT_TERM', 'REPORT_SEMESTER', 'FTP_EVALUATION', 'FTP'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  REPORT_TERM: 'Term Progress Report',
  REPORT_SEMESTER: 'Semester Report',
  FTP: 'Form Teacher Report (FTP)',
  FTP_EVALUATION: 'FTP Evaluation',
  LEAPS: 'LEAPS Report',
};

/** Spec §9's "level 1…4" read as the four terms (docs/decisions/reports.md). */
const BY_TERM: Readonly<Record<Term, readonly ReportType[]>> = {
  1: ['FTP', 'REPORT_TERM'],
  2: ['FTP', 'REPORT_SEMESTER'],
  3: ['FTP', 'REPORT_TERM'],
  4: ['FTP', 'REPORT_SEMESTER', 'FTP_EVALUATION', 'LEAPS'],
};

export function reportTypesForTerm(term: Term): readonly ReportType[] {
  return BY_TERM[term];
}

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

export function termOffersReportType(term: Term, reportType: ReportType): boolean {
  return BY_TERM[term].includes(reportType);
}
