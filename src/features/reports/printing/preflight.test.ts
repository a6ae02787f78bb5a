import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { preflight, unprintableCharacters } from '@/features/reports/printing/preflight';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';

const fitsAll = () => true;

function withStudent(report: ClassReport, index: number, change: (student: ClassReport['students'][number]) => void): ClassReport {
  const copy = structuredClone(report);
  const student = copy.students[index];
  if (!student) throw new Error(`fixture without student ${index}`);
  change(student);
  return copy;
}

describe('preflight', () => {
  it("lists a term's missing sections per pupil in words, once each across report types", () => {
    const reports = [makeClassReport({ reportType: 'REPORT_TERM', term: 1 }), makeClassReport({ reportType: 'FTP', term: 1 })];
    const found = preflight([{ name: 'Primary 4 Courage', reports }], fitsAll);
    expect(found).toEqual([
      // The fixture's last conduct descriptor is not graded; its missing weights are no gap in term 1.
      expect.objectContaining({
        registerNumber: 1,
        fullName: 'Tan Wei Ming 陈伟明',
        problems: ['1 conduct descriptor not graded', '1 mark blank'],
      }),
      expect.objectContaining({
        registerNumber: 2,
        className: 'Primary 4 Courage',
        problems: ['No remark', 'No conduct grades'],
      }),
      expect.objectContaining({ registerNumber: 3, problems: ['1 conduct descriptor not graded'] }),
    ]);
  });

  it('counts blank marks, ungraded conduct, ungraded CCAs, unobserved areas and a missing promotion and attainment', () => {
    const term = withStudent(makeClassReport({ reportType: 'REPORT_TERM', term: 3 }), 2, (student) => {
      student.termProgress?.subjects.forEach((subject) => subject.assessments.forEach((mark) => (mark.score = null)));
    });
    const semester = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 4 });
    const evaluation = makeClassReport({ reportType: 'FTP_EVALUATION', term: 4 });
    const leaps = withStudent(makeClassReport({ reportType: 'LEAPS', term: 4 }), 0, (student) => {
      if (student.leaps) student.leaps.overallAttainment = null;
    });
    const [first, , third] = preflight([{ name: 'P4', reports: [term, semester, evaluation, leaps] }], fitsAll);
    expect(third?.problems).toContain('10 marks blank');
    expect(first?.problems).toEqual(
      expect.arrayContaining([
        '1 conduct descriptor not graded',
        'Weight missing',
        'CCA not graded: National Cadet Corps',
        '1 evaluation area not observed',
        'No LEAPS attainment',
      ]),
    );
    const second = preflight([{ name: 'P4', reports: [semester] }], fitsAll)[1];
    expect(second?.problems).toContain('Incomplete scores in Science');
  });

  it('flags a remark over the printed box, measured by the rule it is given', () => {
    const report = withStudent(makeClassReport({ reportType: 'REPORT_TERM', term: 1 }), 2, (student) => {
      if (student.formClass) student.formClass.remark = 'W'.repeat(700);
    });
    const found = preflight([{ name: 'P4', reports: [report] }]);
    expect(found.find((pupil) => pupil.registerNumber === 3)?.problems).toContain('Remark is too long for the printed box');
    const lenient = preflight([{ name: 'P4', reports: [report] }], fitsAll);
    expect(lenient.find((pupil) => pupil.registerNumber === 3)?.problems).not.toContain('Remark is too long for the printed box');
  });

  it("flags a name with characters the report's fonts lack", () => {
    const report = withStudent(makeClassReport({ reportType: 'REPORT_TERM', term: 1 }), 2, (student) => {
      student.fullName = 'Priya देवी 🌟';
    });
    const found = preflight([{ name: 'P4', reports: [report] }], fitsAll);
    expect(found.find((pupil) => pupil.registerNumber === 3)?.problems).toContain(
      "Name has characters the report's fonts lack: द े व ी 🌟",
    );
  });

  it('has nothing to say about a complete class, nor about a class without reports', () => {
    const clean = withStudent(makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 1 }), 0, (student) => {
      student.termProgress?.subjects.forEach((subject) => subject.assessments.forEach((mark) => (mark.score ??= 10)));
      student.formClass?.conduct.forEach((row) => (row.frequency ??= 'A'));
    });
    expect(preflight([{ name: 'P4', reports: [clean] }, { name: 'P5', reports: [] }], fitsAll)).toEqual([]);
  });
});

describe('unprintableCharacters', () => {
  it("accepts Latin, Latin-1 accents, Windows-1252 punctuation and Han; refuses emoji, Arabic and Devanagari", () => {
    expect(unprintableCharacters("José Müller-O’Brien – Nur Aisyah 陈伟明，林")).toEqual([]);
    expect(unprintableCharacters('محمد')).toEqual(['م', 'ح', 'د']);
    expect(unprintableCharacters('Aarav 😀😀')).toEqual(['😀']);
  });

  it('never flags printable ASCII', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...' abcXYZ09.,-\'()') }), (text) => {
        expect(unprintableCharacters(text)).toEqual([]);
      }),
    );
  });
});
