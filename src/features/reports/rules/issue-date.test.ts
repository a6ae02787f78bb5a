import { describe, expect, it } from 'vitest';
import { defaultIssueDate, isIssueDate } from '@/features/reports/rules/issue-date';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';

describe('defaultIssueDate', () => {
  it("is the generation day's local calendar date, never a term's end", () => {
    expect(defaultIssueDate(new Date(2026, 10, 23, 9, 30))).toBe('2026-11-23');
    expect(defaultIssueDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(defaultIssueDate(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});

describe('isIssueDate', () => {
  it('accepts calendar dates only', () => {
    expect(isIssueDate('2026-11-23')).toBe(true);
    expect(isIssueDate('2028-02-29')).toBe(true);
    expect(isIssueDate('2026-02-29')).toBe(false);
    expect(isIssueDate('')).toBe(false);
    expect(isIssueDate('23/11/2026')).toBe(false);
    expect(isIssueDate('2026-11-23T10:00')).toBe(false);
  });
});

describe('the issue date on a report', () => {
  const report = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 2 });
  const student = { ...report.students[0], dateOfBirth: '2017-11-15' };
  const age = (issueDate: string) =>
    buildStudentReportView(report, student, issueDate).particulars.find((field) => field.label === 'Age')?.value;

  it('prints the issue date given, not a date the server chose', () => {
    expect(buildStudentReportView(report, student, '2026-11-23').subtitle).toBe(
      'Term 2 · Academic year 2026/2027 · Issued 23 Nov 2026',
    );
  });

  it('counts the age at the start of the issue month (spec §9)', () => {
    // Born 15 Nov 2017: on 1 Nov 2026 the ninth birthday is still to come, whatever the day of November.
    expect(age('2026-11-23')).toBe('8 years 11 months');
    expect(age('2026-11-30')).toBe('8 years 11 months');
    expect(age('2026-12-01')).toBe('9 years 0 months');
    // The term end the server used to put on the report would have aged the student a month early.
    expect(age('2026-12-18')).toBe('9 years 0 months');
  });
});
