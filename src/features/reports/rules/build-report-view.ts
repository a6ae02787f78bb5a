import type { ClassReport, ReportStudent } from '@/features/reports/api/get-class-report';
import { formatDate, MISSING } from '@/features/reports/rules/format';
import { semesterSections, termProgressSections } from '@/features/reports/rules/academic-sections';
import { ccaSection } from '@/features/reports/rules/cca-section';
import { ftpEvaluationSections, ftpSections, leapsSections } from '@/features/reports/rules/form-class-sections';
import type { ReportField, ReportSection, StudentReportView } from '@/features/reports/rules/report-view';
import { termRecordSections } from '@/features/reports/rules/term-record-sections';
import { ageAt, formatAge } from '@/domain/school/age';
import { REPORT_TYPE_LABELS } from '@/domain/reports/report-types';
import { withoutBidiControlsIn } from '@/domain/school/visible-text';

/**
 * Height and weight are measured twice a year, at mid-year and year-end: the semester reports (terms 2 and 4)
 * print them; the term progress reports do not (docs/decisions/reports.md).
 */
function formClassSections(report: ClassReport, student: ReportStudent): ReportSection[] {
  if (!student.formClass) return [];
  return termRecordSections(student.formClass, {
    showMeasures: report.reportType === 'REPORT_SEMESTER',
    formTeacherName: report.classYear.homeroomTeacherName,
    // CCAs are graded once a year: the semester reports (mid-year and year-end) print them, the term reports do not.
    activities: student.semester ? ccaSection(student.semester.ccas) : undefined,
  });
}

function contentSections(report: ClassReport, student: ReportStudent): ReportSection[] {
  switch (report.reportType) {
    case 'REPORT_TERM':
      return [
        ...(student.termProgress ? termProgressSections(student.termProgress) : []),
        ...formClassSections(report, student),
      ];
    case 'REPORT_SEMESTER':
      return [
        ...(student.semester ? semesterSections(student.semester) : []),
        ...formClassSections(report, student),
      ];
    case 'FTP':
      return student.ftp ? ftpSections(student.ftp) : [];
    case 'FTP_EVALUATION':
      return student.ftpEvaluation ? ftpEvaluationSections(student.ftpEvaluation) : [];
    case 'LEAPS':
      return student.leaps ? leapsSections(student.leaps) : [];
  }
}

function particulars(report: ClassReport, student: ReportStudent, issueDate: string): ReportField[] {
  return [
    { label: 'Name', value: student.fullName },
    { label: 'Index number', value: String(student.indexNumber) },
    { label: 'Class', value: report.classYear.name },
    {
      label: 'Form teacher',
      value: report.classYear.homeroomTeacherName ?? MISSING,
    },
    { label: 'Gender', value: student.gender || MISSING },
    { label: 'Date of birth', value: formatDate(student.dateOfBirth) },
    {
      label: 'Age',
      value: formatAge(ageAt(student.dateOfBirth, issueDate)),
    },
    {
      label: 'ID',
      value: [student.idType, student.idNumber].filter(Boolean).join(' ') || MISSING,
    },
  ];
}

/**
 * One student's report, formatted once for both the PDF and the on-screen preview. `issueDate` (ISO)
 * is the date printed on it, and the student's age is counted at the start of its month (spec §9).
 */
export function buildStudentReportView(report: ClassReport, student: ReportStudent, issueDate: string): StudentReportView {
  // Text saved before the free-text rule, or by another client, may still hold a bidi override: one U+202E would
  // print the rest of a name or remark backwards, so none reaches the PDF or the preview.
  return withoutBidiControlsIn({
    schoolName: report.school.name,
    schoolLines: [report.school.branchName, report.school.address].filter(Boolean),
    title: REPORT_TYPE_LABELS[report.reportType],
    subtitle: `Term ${report.term} · Academic year ${report.academicYear.year} · Issued ${formatDate(issueDate)}`,
    studentName: student.fullName,
    particulars: particulars(report, student, issueDate),
    sections: contentSections(report, student),
  });
}
