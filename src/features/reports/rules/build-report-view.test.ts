import { describe, expect, it } from 'vitest';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import type { ReportSection } from '@/features/reports/rules/report-view';
import type { ReportType } from '@/domain/reports/report-types';
import type { Term } from '@/domain/gradebook/term-score';

const ISSUED = '2026-11-20';

function viewOf(reportType: ReportType, term: Term, index = 0) {
  const report = makeClassReport({ reportType, term });
  return buildStudentReportView(report, report.students[index], ISSUED);
}

function section(sections: ReportSection[], heading: string) {
  const found = sections.find((candidate) => candidate.heading === heading);
  if (!found) throw new Error(`No section ${heading}`);
  return found;
}

describe('buildStudentReportView', () => {
  it('prints no bidi override, embedding or isolate: a stored U+202E cannot turn a name or remark backwards', () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1 });
    const student = report.students[0];
    const tampered = {
      ...student,
      fullName: '\u202EnimajneB\u202C Tan',
      formClass: { ...student.formClass!, remark: 'Kind \u2066and\u2069 \u202Bhelpful\u202C.' },
    };
    const view = buildStudentReportView(report, tampered, ISSUED);
    expect(JSON.stringify(view)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(view.studentName).toBe('nimajneB Tan');
    expect(JSON.stringify(view.sections)).toContain('Kind and helpful.');
  });

  it('has the school header, the report title and the student particulars with age at the issue date', () => {
    const view = viewOf('REPORT_TERM', 1);
    expect(view.schoolName).toBe('Harmony International School');
    expect(view.schoolLines).toEqual(['Kelapa Gading campus', 'Jl. Boulevard Raya 1, Jakarta']);
    expect(view.title).toBe('Term Progress Report');
    expect(view.subtitle).toBe('Term 1 · Academic year 2026/2027 · Issued 20 Nov 2026');
    expect(Object.fromEntries(view.particulars.map((field) => [field.label, field.value]))).toEqual({
      Name: 'Tan Wei Ming 陈伟明',
      'Index number': '1',
      Class: 'Primary 4 Courage',
      'Form teacher': 'Ms Sarah Lim',
      Gender: 'Male',
      'Date of birth': '15 Jan 2017',
      // Born on the 15th: January 2017 to November 2026 is 9 years 10 months, less the unfinished month.
      Age: '9 years 9 months',
      ID: 'KTP 3171000000',
    });
  });

  it('term progress: a row per subject with each assessment out of its maximum, term score and grade', () => {
    const results = section(viewOf('REPORT_TERM', 3).sections, 'Academic results');
    if (results.kind !== 'table') throw new Error('not a table');
    expect(results.columns.map((column) => column.label)).toEqual([
      'Subject',
      'Continuous Assessment (CA)',
      'Semestral Assessment (SA)',
      'Term score',
      'Grade',
    ]);
    expect(results.rows[0]).toEqual(['English Language', '20 / 50', '25 / 50', '45', 'B']);
    // Issue 8: a blank mark counts as 0, and the term score built from it is flagged, with a legend.
    expect(results.rows[1]).toEqual(['Mathematics', '25 / 50', '– / 50', { text: '25', incomplete: true }, 'B']);
    expect(results.note).toBe('* Incomplete: not every mark has been entered; a missing mark counts as 0.');
  });

  it('semester: term scores, final score, grade, overall average and the class position as an ordinal', () => {
    const sections = viewOf('REPORT_SEMESTER', 2, 1).sections;
    const results = section(sections, 'Academic results');
    if (results.kind !== 'table') throw new Error('not a table');
    expect(results.columns.map((column) => column.label)).toEqual(['Subject', 'Term 1', 'Term 2', 'Final score', 'Grade']);
    // Each term shows its own score; the final column alone carries the semester's mean.
    const [, term1, term2, final] = results.rows[0] ?? [];
    expect([term1, term2, final].map(Number)).toEqual([Number(term1), Number(term2), (Number(term1) + Number(term2)) / 2]);
    expect(term2).not.toBe(final);
    // This student's term 2 Science counts a blank mark as 0, so the average that takes it in is flagged too.
    expect(section(sections, 'Overall')).toEqual({
      kind: 'fields',
      heading: 'Overall',
      fields: [
        { label: 'Overall average', value: { text: '71.5', incomplete: true } },
        { label: 'Class position', value: '2nd of 3' },
      ],
      share: 0.28,
    });
    expect(results.rows[2]?.[2]).toEqual({ text: expect.any(String), incomplete: true });
    expect(results.note).toBe('* Incomplete: not every mark has been entered; a missing mark counts as 0.');
    // The first student's marks are all entered: nothing is flagged and no legend is printed.
    const complete = section(viewOf('REPORT_SEMESTER', 2, 0).sections, 'Academic results');
    expect(complete).not.toHaveProperty('note');
  });

  it('FTP: remark (or a note that there is none), conduct with frequency codes and labels, attendance, height and weight', () => {
    const first = viewOf('FTP', 1).sections;
    expect(section(first, "Form teacher's remark")).toMatchObject({ text: 'A diligent learner who helps classmates.' });
    // Issue 11: "A – Almost" etc., so the printed report needs no legend.
    expect(section(first, 'Conduct')).toMatchObject({
      rows: [
        ['Respects others', 'A – Almost'],
        ['Completes homework on time', 'M – Most Of The Time'],
      ],
    });
    expect(section(first, 'Attendance')).toMatchObject({
      rows: [
        ['School days', '53'],
        ['Present', '50'],
        ['Late', '2'],
        ['Absent', '1'],
        ['Absent Without Excuse', '0'],
      ],
    });
    expect(section(first, 'Height and weight')).toMatchObject({
      fields: [
        { label: 'Height', value: '132.5 cm' },
        { label: 'Weight', value: '–' },
      ],
    });
    expect(section(viewOf('FTP', 1, 1).sections, "Form teacher's remark")).toMatchObject({ text: 'No remark recorded.' });
  });

  it('FTP evaluation: observation level labels (a dash where none is given yet) and the promotion outcome', () => {
    const sections = viewOf('FTP_EVALUATION', 4).sections;
    expect(section(sections, 'Observations')).toMatchObject({
      rows: [
        ['Self-management', 'Consistently Observed'],
        ['Social awareness', 'Emerging'],
        ['Responsible decision-making', '–'],
      ],
    });
    expect(section(sections, 'Promotion')).toMatchObject({ fields: [{ label: 'Promotion outcome', value: 'Promoted' }] });
  });

  it('LEAPS: the level of each domain, the overall attainment and the events', () => {
    const sections = viewOf('LEAPS', 4).sections;
    expect(section(sections, 'LEAPS attainment')).toMatchObject({
      fields: [
        { label: 'Participation', value: 'Level 3' },
        { label: 'Achievement', value: 'Level 2' },
        { label: 'Leadership', value: 'Level 1' },
        { label: 'Service', value: 'Level 4' },
        { label: 'Overall attainment', value: 'Good' },
      ],
    });
    expect(section(sections, 'Events')).toMatchObject({
      rows: [['Inter-school choir festival', 'Achievement', 'Level 2 – Zone', '14 Aug 2026']],
    });
  });

  it('prints dashes for a missing form teacher, class position and grade', () => {
    const report = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 4 });
    const student = report.students[0];
    if (!student.semester) throw new Error('fixture without semester');
    const view = buildStudentReportView(
      { ...report, classYear: { ...report.classYear, homeroomTeacherName: null } },
      {
        ...student,
        semester: { ...student.semester, classPosition: null, subjects: [{ ...student.semester.subjects[0], grade: '' }] },
      },
      ISSUED,
    );
    expect(view.particulars.find((field) => field.label === 'Form teacher')?.value).toBe('–');
    const overall = section(view.sections, 'Overall');
    expect(overall).toMatchObject({ fields: [{ label: 'Overall average' }, { label: 'Class position', value: '–' }] });
    expect(section(view.sections, 'Academic results')).toMatchObject({
      rows: [[expect.any(String), expect.any(String), expect.any(String), expect.any(String), '–']],
    });
  });
});
