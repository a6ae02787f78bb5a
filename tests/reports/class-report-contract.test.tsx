import { describe, expect, it } from 'vitest';
import { fetchClassReport } from '@/features/reports/api/get-class-report';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import { REPORT_TYPES, termOffersReportType } from '@/domain/reports/report-types';
import { TERM_NUMBERS } from '@/domain/gradebook/term-score';
import { signInAs } from '../render-app';

const CLASS = 'cy-primary-4-courage';

describe('class report from the demo backend', () => {
  it('parses for every term and report type the term offers, and every student can be laid out', async () => {
    await signInAs('principal');
    for (const term of TERM_NUMBERS) {
      for (const reportType of REPORT_TYPES.filter((type) => termOffersReportType(term, type))) {
        const report = await fetchClassReport({ classYearId: CLASS, term, reportType });
        expect(report.reportType).toBe(reportType);
        expect(report.students.length).toBeGreaterThan(20);
        for (const student of report.students) {
          const view = buildStudentReportView(report, student, '2026-11-23');
          expect(view.sections.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has Han-character names, so the PDFs exercise the embedded font', async () => {
    await signInAs('principal');
    const report = await fetchClassReport({ classYearId: CLASS, term: 1, reportType: 'FTP' });
    expect(report.students.some((student) => /\p{Script=Han}/u.test(student.fullName))).toBe(true);
  });
});
