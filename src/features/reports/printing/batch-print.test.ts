import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  batchFileName,
  batchPupils,
  batchReportParams,
  batchRequests,
  reissueFileName,
  type LoadedClass,
} from '@/features/reports/printing/batch-print';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';

function loadedClass(name: string, size: number, seasonState: LoadedClass['seasonState']): LoadedClass {
  const reports = [makeClassReport({ reportType: 'FTP', term: 1, size }), makeClassReport({ reportType: 'REPORT_TERM', term: 1, size })];
  return { classYearId: `cy-${name}`, name, seasonState, reports };
}

const options = { output: 'zip' as const, paper: 'A4' as const, issueDate: '2026-11-20' };

describe('batch printing on the page', () => {
  it("asks for every class's every report type of the term", () => {
    const classes = [loadedClass('4A', 1, 'open'), loadedClass('4B', 1, 'open')];
    expect(batchReportParams(classes, 4).map((params) => `${params.classYearId}/${params.reportType}`)).toEqual([
      'cy-4A/FTP',
      'cy-4A/REPORT_SEMESTER',
      'cy-4A/FTP_EVALUATION',
      'cy-4A/LEAPS',
      'cy-4B/FTP',
      'cy-4B/REPORT_SEMESTER',
      'cy-4B/FTP_EVALUATION',
      'cy-4B/LEAPS',
    ]);
  });

  it('prints class after class, each by register number, and a class not signed off as DRAFT', () => {
    const first = loadedClass('4A', 3, 'ready');
    first.reports.forEach((report) => report.students.reverse());
    const classes = [first, loadedClass('4B', 2, 'signedOff')];
    const pupils = batchPupils(classes);
    expect(pupils.map((pupil) => `${pupil.className}/${pupil.registerNumber}`)).toEqual(['4A/1', '4A/2', '4A/3', '4B/1', '4B/2']);
    const [lead, second] = batchRequests(classes, pupils, { ...options, shares: 2 });
    expect(lead?.classes.map((batchClass) => [batchClass.name, batchClass.draft])).toEqual([['4A', true]]);
    expect(second?.classes.map((batchClass) => [batchClass.name, batchClass.draft])).toEqual([['4B', false]]);
    expect(lead?.pupils).toEqual(['st-1', 'st-2', 'st-3'].map((studentId) => ({ classIndex: 0, studentId })));
  });

  it('splits any batch into at most `shares` requests that together hold every pupil once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 3 }), (sizes, shares) => {
        const classes = sizes.map((size, index) => loadedClass(`4${index}`, size, 'open'));
        const pupils = batchPupils(classes);
        const requests = batchRequests(classes, pupils, { ...options, shares });
        expect(requests.length).toBeLessThanOrEqual(shares);
        const printed = requests.flatMap((request) =>
          request.pupils.map((pupil) => `${request.classes[pupil.classIndex]?.name ?? '?'}/${pupil.studentId}`),
        );
        expect(printed).toEqual(pupils.map((pupil) => `${pupil.className}/${pupil.studentId}`));
      }),
    );
  });

  it('names the download after the class, the level, or the number of classes', () => {
    const courage = loadedClass('Primary 4 Courage', 1, 'open');
    expect(batchFileName([courage], 1, 'pdf')).toBe('Primary 4 Courage - Term 1 reports.pdf');
    expect(batchFileName([courage, loadedClass('Primary 4 Kindness', 1, 'open')], 3, 'zip')).toBe('Primary 4 - Term 3 reports.zip');
    const other = loadedClass('Primary 5 Hope', 1, 'open');
    other.reports.forEach((report) => (report.classYear.levelName = 'Primary 5'));
    expect(batchFileName([courage, other], 1, 'zip')).toBe('2 classes - Term 1 reports.zip');
  });

  it("saves a reissued report under the pupil's name in the ZIP", () => {
    const [pupil] = batchPupils([loadedClass('Primary 4 Courage', 1, 'open')]);
    if (!pupil) throw new Error('fixture without pupils');
    expect(reissueFileName(pupil)).toBe('Primary 4 Courage-1-Tan Wei Ming 陈伟明.pdf');
  });
});
