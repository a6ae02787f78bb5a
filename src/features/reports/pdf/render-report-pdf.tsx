import { pdf } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { disableHyphenation, loadHanFont } from '@/features/reports/pdf/report-fonts';
import { StudentReportDocument } from '@/features/reports/pdf/student-report-document';
import { containsHan } from '@/features/reports/rules/han';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import { pageSizePt, type PaperName } from '@/features/reports/rules/paper';

/** What the page asks the report worker for. */
export interface ReportPdfRequest {
  report: ClassReport;
  /** The students to include, in this order; one id for a single student's report. */
  studentIds: string[];
  paper: PaperName;
}

async function renderStudent(report: ClassReport, studentId: string, paper: PaperName): Promise<Uint8Array> {
  const student = report.students.find((candidate) => candidate.id === studentId);
  if (!student) throw new Error(`Student ${studentId} is not in this class report.`);
  const document = <StudentReportDocument view={buildStudentReportView(report, student)} size={pageSizePt(paper)} />;
  const blob = await pdf(document).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * Renders each student's report as its own document (so page numbers count within a student's
 * report and progress can be told per student), then joins them into one PDF.
 */
export async function renderReportPdf(
  { report, studentIds, paper }: ReportPdfRequest,
  progress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  if (studentIds.length === 0) throw new Error('There are no students to put in the PDF.');
  disableHyphenation();
  // Any printed text may carry Han characters (names above all); the font loads only if one does.
  const printed = { ...report, students: report.students.filter((student) => studentIds.includes(student.id)) };
  if (containsHan(JSON.stringify(printed))) await loadHanFont();
  if (studentIds.length === 1) {
    const single = await renderStudent(report, studentIds[0], paper);
    progress(1, 1);
    return single;
  }
  const merged = await PDFDocument.create();
  merged.setTitle(`${report.classYear.name} – term ${report.term} – ${report.reportType}`);
  merged.setAuthor(report.school.name);
  for (const [index, studentId] of studentIds.entries()) {
    const part = await PDFDocument.load(await renderStudent(report, studentId, paper));
    const pages = await merged.copyPages(part, part.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
    progress(index + 1, studentIds.length);
  }
  return merged.save();
}
