import { describe, expect, it } from 'vitest';
import { ClassReportSchema } from '@/features/reports/api/get-class-report';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';

describe('ClassReportSchema', () => {
  it('accepts a contract-shaped report, with fields the contract may add later', () => {
    const report = makeClassReport({ reportType: 'FTP' });
    expect(ClassReportSchema.parse({ ...report, generatedAt: '2026-11-20T10:00:00Z' }).students).toHaveLength(3);
  });

  it('refuses a report whose students lack the section of the requested type', () => {
    const report = makeClassReport({ reportType: 'FTP' });
    const result = ClassReportSchema.safeParse({ ...report, reportType: 'LEAPS', term: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['students', 0, 'leaps']);
  });

  it('refuses an unknown report type, a term outside 1–4 and a date that is not ISO', () => {
    const report = makeClassReport();
    expect(ClassReportSchema.safeParse({ ...report, reportType: 'REPORT_YEAR' }).success).toBe(false);
    expect(ClassReportSchema.safeParse({ ...report, term: 5 }).success).toBe(false);
    const [first, ...others] = report.students;
    expect(ClassReportSchema.safeParse({ ...report, students: [{ ...first, dateOfBirth: '15/01/2017' }, ...others] }).success).toBe(
      false,
    );
  });
});
