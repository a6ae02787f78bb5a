import { describe, expect, it } from 'vitest';
import { isReportType, REPORT_TYPE_LABELS, REPORT_TYPES, reportTypesForTerm, termOffersReportType } from './report-types';

describe('reportTypesForTerm', () => {
  it('follows the four terms', () => {
    expect(reportTypesForTerm(1)).toEqual(['FTP', 'REPORT_TERM']);
    expect(reportTypesForTerm(2)).toEqual(['FTP', 'REPORT_SEMESTER']);
    expect(reportTypesForTerm(3)).toEqual(['FTP', 'REPORT_TERM']);
    expect(reportTypesForTerm(4)).toEqual(['FTP', 'REPORT_SEMESTER', 'FTP_EVALUATION', 'LEAPS']);
  });

  it('offers FTP every term and LEAPS and FTP evaluation only in term 4', () => {
    expect(([1, 2, 3, 4] as const).every((term) => termOffersReportType(term, 'FTP'))).toBe(true);
    expect(termOffersReportType(3, 'LEAPS')).toBe(false);
    expect(termOffersReportType(2, 'FTP_EVALUATION')).toBe(false);
    expect(termOffersReportType(4, 'REPORT_TERM')).toBe(false);
  });

  it('labels every report type and recognizes only those five', () => {
    expect(REPORT_TYPES.map((type) => REPORT_TYPE_LABELS[type])).toEqual([
      'LEAPS Report', 'Term Progress Report', 'Semester Report', 'FTP Evaluation', 'Form Teacher Report (FTP)',
    ]);
    expect(isReportType('REPORT_TERM')).toBe(true);
    expect(isReportType('report_term')).toBe(false);
    expect(isReportType(4)).toBe(false);
  });
});
