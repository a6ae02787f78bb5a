import { describe, expect, it } from 'vitest';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import { sectionRows, type ReportSection } from '@/features/reports/rules/report-view';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';
import type { ReportType } from '@/domain/reports/report-types';
import type { Term } from '@/domain/gradebook/term-score';

const ISSUED = '2026-11-20';

function viewOf(reportType: ReportType, term: Term, index = 0) {
  const report = makeClassReport({ reportType, term });
  return buildStudentReportView(report, report.students[index], ISSUED);
}

const headings = (sections: ReportSection[]) => sections.map((section) => section.heading);
const find = (sections: ReportSection[], heading: string) => sections.find((section) => section.heading === heading);

describe('term and semester reports carry the form-class record', () => {
  it('term progress: marks, then conduct beside attendance, the remark and the signature lines; no height and weight', () => {
    const { sections } = viewOf('REPORT_TERM', 1);
    expect(headings(sections)).toEqual(['Academic results', 'Conduct', 'Attendance', "Form teacher's remark", 'Signatures']);
    expect(sectionRows(sections).map(headings)).toEqual([
      ['Academic results'],
      ['Conduct', 'Attendance'],
      ["Form teacher's remark"],
      ['Signatures'],
    ]);
    expect(find(sections, 'Attendance')).toMatchObject({
      columns: [{ label: 'Record' }, { label: 'Days', numeric: true }],
      rows: [
        ['School days', '53'],
        ['Present', '49'],
        ['Late', '2'],
        ['Absent', '1'],
        ['Absent Without Excuse', '1'],
      ],
    });
    expect(find(sections, 'Conduct')).toMatchObject({
      rows: [
        ['Shows respect for others', 'A – Almost'],
        ['Takes responsibility for own actions', 'M – Most Of The Time'],
        ['Works well with others', 'S – Seldom'],
        ['Is punctual and well prepared', 'N – Never'],
        // Not graded yet: a dash, never a guessed frequency.
        ['Perseveres in the face of difficulty', '–'],
      ],
    });
    expect(find(sections, "Form teacher's remark")).toEqual({
      kind: 'text',
      heading: "Form teacher's remark",
      text: 'Works hard and helps others.',
      reserveCharacters: REMARK_MAX_LENGTH,
    });
    expect(find(sections, 'Signatures')).toEqual({
      kind: 'signatures',
      heading: 'Signatures',
      signatories: [
        { role: 'Form Teacher', name: 'Ms Sarah Lim' },
        { role: 'Principal', name: null },
        { role: 'Parent/Guardian', name: null },
      ],
    });
  });

  it('semester: height and weight and the CCAs beside the overall result, then the same form-class sections', () => {
    const { sections } = viewOf('REPORT_SEMESTER', 2);
    expect(sectionRows(sections).map(headings)).toEqual([
      ['Academic results'],
      ['Overall', 'Height and weight', 'Co-curricular activities'],
      ['Conduct', 'Attendance'],
      ["Form teacher's remark"],
      ['Signatures'],
    ]);
    expect(find(sections, 'Height and weight')).toMatchObject({
      fields: [
        { label: 'Height', value: '131.2 cm' },
        { label: 'Weight', value: '–' },
      ],
    });
    // Each CCA of the year with its attendance and grade; a dash for each while it is not graded.
    expect(find(sections, 'Co-curricular activities')).toMatchObject({
      fields: [
        { label: 'Basketball · attendance 92%', value: 'Excellent' },
        { label: 'National Cadet Corps · attendance –', value: '–' },
      ],
    });
  });

  it('term progress reports carry no CCAs (graded once a year, printed on the semester reports)', () => {
    expect(viewOf('REPORT_TERM', 1).sections.map((section) => section.heading)).not.toContain('Co-curricular activities');
  });

  it('a student without a remark or conduct says so instead of printing an empty box', () => {
    const { sections } = viewOf('REPORT_TERM', 1, 1);
    expect(find(sections, "Form teacher's remark")).toMatchObject({ text: 'No remark recorded.' });
    expect(find(sections, 'Conduct')).toMatchObject({ rows: [], empty: 'No conduct recorded.' });
  });
});

describe('sectionRows', () => {
  const table = (heading: string, share?: number): ReportSection => ({
    kind: 'table',
    heading,
    columns: [],
    rows: [],
    empty: '',
    ...(share ? { share } : {}),
  });

  it('sets sections with shares side by side while they fit one line, and every other section on its own', () => {
    const rows = sectionRows([table('a', 0.6), table('b', 0.4), table('c', 0.5), table('d'), table('e', 0.7), table('f', 0.7)]);
    expect(rows.map(headings)).toEqual([['a', 'b'], ['c'], ['d'], ['e'], ['f']]);
  });
});
