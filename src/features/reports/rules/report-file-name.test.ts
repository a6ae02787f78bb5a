import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pupilReportFileName, reportFileName } from '@/features/reports/rules/report-file-name';

const base = { className: 'Primary 4 Courage', reportLabel: 'Term Progress Report', term: 1, paper: 'A4' as const };

describe('reportFileName', () => {
  it('names a class PDF by class, report, term and paper', () => {
    expect(reportFileName(base)).toBe('Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf');
  });

  it("puts the student's name first and keeps Han characters", () => {
    expect(reportFileName({ ...base, paper: 'A5', studentName: 'Tan Wei Ming 陈伟明' })).toBe(
      'Tan Wei Ming 陈伟明 - Primary 4 Courage - Term Progress Report - Term 1 - A5.pdf',
    );
  });

  it('replaces characters that file systems refuse', () => {
    expect(reportFileName({ ...base, className: 'P4/Courage: "A"', reportLabel: 'Form Teacher Report (FTP)' })).toBe(
      'P4 Courage A - Form Teacher Report (FTP) - Term 1 - A4.pdf',
    );
  });

  it('never yields a path separator or reserved character, whatever the names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (className, studentName) => {
        const name = reportFileName({ ...base, className, studentName });
        expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
        expect(name.endsWith('.pdf')).toBe(true);
      }),
    );
  });
});

describe('pupilReportFileName', () => {
  it('names a pupil file by class, register number and name, keeping Han characters', () => {
    expect(pupilReportFileName({ className: 'Primary 4 Courage', registerNumber: 3, name: 'Lim Jia Hui 林佳慧' })).toBe(
      'Primary 4 Courage-3-Lim Jia Hui 林佳慧.pdf',
    );
  });

  it('replaces characters that file systems refuse, and names a blank name', () => {
    expect(pupilReportFileName({ className: 'P4/Courage', registerNumber: 12, name: ' "Ali" bin Abu ' })).toBe(
      'P4 Courage-12-Ali bin Abu.pdf',
    );
    expect(pupilReportFileName({ className: 'P4', registerNumber: 1, name: '???' })).toBe('P4-1-Unnamed pupil.pdf');
  });

  it('never yields a path separator or reserved character, whatever the names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 60 }), (className, name, registerNumber) => {
        const file = pupilReportFileName({ className, registerNumber, name });
        expect(file).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
        expect(file).toContain(`-${registerNumber}-`);
        expect(file.endsWith('.pdf')).toBe(true);
      }),
    );
  });
});
