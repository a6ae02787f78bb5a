import { describe, expect, it } from 'vitest';
import { parseReportRoute } from '@/features/reports/rules/report-route';

describe('parseReportRoute', () => {
  it('accepts each report type in a term that offers it', () => {
    expect(parseReportRoute({ classYearId: 'cy-1', term: '1', reportType: 'REPORT_TERM' })).toEqual({
      classYearId: 'cy-1',
      term: 1,
      reportType: 'REPORT_TERM',
    });
    expect(parseReportRoute({ classYearId: 'cy-1', term: '2', reportType: 'REPORT_SEMESTER' })?.term).toBe(2);
    for (const type of ['FTP', 'REPORT_SEMESTER', 'FTP_EVALUATION', 'LEAPS']) {
      expect(parseReportRoute({ classYearId: 'cy-1', term: '4', reportType: type })?.reportType).toBe(type);
    }
  });

  it('refuses a report type the term does not offer', () => {
    expect(parseReportRoute({ classYearId: 'cy-1', term: '1', reportType: 'LEAPS' })).toBeNull();
    expect(parseReportRoute({ classYearId: 'cy-1', term: '3', reportType: 'REPORT_SEMESTER' })).toBeNull();
    expect(parseReportRoute({ classYearId: 'cy-1', term: '2', reportType: 'REPORT_TERM' })).toBeNull();
  });

  it('refuses terms other than 1 to 4, written any other way, and unknown types', () => {
    for (const term of ['0', '5', '1.0', '01', ' 1', '', 'one']) {
      expect(parseReportRoute({ classYearId: 'cy-1', term, reportType: 'FTP' })).toBeNull();
    }
    expect(parseReportRoute({ classYearId: 'cy-1', term: '1', reportType: 'ftp' })).toBeNull();
    expect(parseReportRoute({ term: '1', reportType: 'FTP' })).toBeNull();
  });
});
