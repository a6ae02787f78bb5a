import { unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { disableHyphenation, loadHanFont } from '@/features/reports/pdf/report-fonts';
import { draftStampPlacement } from '@/features/reports/pdf/report-styles';
import { loadPdf, markJobStarted, renderStudentReports, savePdf, stampPageNumbers } from '@/features/reports/pdf/render-report-pdf';
import { reportPageRanges } from '@/features/reports/pdf/report-outline';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import { containsHan } from '@/features/reports/rules/han';
import { pupilReportFileName } from '@/features/reports/rules/report-file-name';
import type { PaperName } from '@/features/reports/rules/paper';

/** One class of a batch: its name, whether its reports are drafts (season not signed off), its term's reports in print order. */
export interface BatchClass {
  name: string;
  draft: boolean;
  reports: ClassReport[];
}

/** One pupil to print: the class (an index into the request's classes) and the student's id. */
export interface BatchPupil {
  classIndex: number;
  studentId: string;
}

/**
 * What the page asks a batch worker for: every listed pupil's reports of the term, as one PDF (`pdf`: the
 * merged batch, or one pupil's reissued report) or as a ZIP of one PDF per pupil (`zip`).
 */
export interface BatchPrintRequest {
  output: 'pdf' | 'zip';
  classes: BatchClass[];
  pupils: BatchPupil[];
  paper: PaperName;
  issueDate: string;
}

/** The watermark across one page, centred on it. */
function stampDraft(page: PDFPage, font: PDFFont): void {
  const { text, fontSize, angleDegrees, color, opacity } = draftStampPlacement(page.getWidth(), page.getHeight());
  const width = font.widthOfTextAtSize(text, fontSize);
  const height = font.heightAtSize(fontSize, { descender: false });
  const angle = (angleDegrees * Math.PI) / 180;
  // drawText turns the text about its start: start half its diagonal back from the centre.
  page.drawText(text, {
    x: page.getWidth() / 2 - (width / 2) * Math.cos(angle) + (height / 2) * Math.sin(angle),
    y: page.getHeight() / 2 - (width / 2) * Math.sin(angle) - (height / 2) * Math.cos(angle),
    size: fontSize,
    font,
    rotate: degrees(angleDegrees),
    color: rgb(color.red, color.green, color.blue),
    opacity,
  });
}

interface Target {
  document: PDFDocument;
  numbers: PDFFont;
  draft: PDFFont;
}

async function targetOf(document: PDFDocument): Promise<Target> {
  const [numbers, draft] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { document, numbers, draft };
}

/** One pupil's reports of the term as one PDF document, and the pages of each report in it. */
async function renderPupil(
  request: BatchPrintRequest,
  batchClass: BatchClass,
  studentId: string,
): Promise<{ document: PDFDocument; reports: number[][] }> {
  const views = batchClass.reports.flatMap((report) => {
    const student = report.students.find((candidate) => candidate.id === studentId);
    return student ? [buildStudentReportView(report, student, request.issueDate)] : [];
  });
  if (views.length === 0) throw new Error(`Student ${studentId} is not in ${batchClass.name}'s reports.`);
  const document = await loadPdf(await renderStudentReports(views, request.paper));
  return { document, reports: reportPageRanges(document, views.length) };
}

/** A pupil's pages, numbered within each report ("Page 1 of 2"), and stamped DRAFT for a draft class. */
function stampPupil(pages: PDFPage[], reports: number[][], target: Target, draft: boolean): void {
  reports.forEach((indices) =>
    stampPageNumbers(
      indices.flatMap((index) => pages[index] ?? []),
      target.numbers,
    ),
  );
  if (draft) pages.forEach((page) => stampDraft(page, target.draft));
}

/** `name`, or "name (2).pdf" and on when the ZIP already holds a file of that name (two pupils of one name and number). */
function freeName(files: Record<string, Uint8Array>, name: string): string {
  let candidate = name;
  for (let copy = 2; candidate in files; copy += 1) candidate = name.replace(/\.pdf$/, ` (${copy}).pdf`);
  return candidate;
}

function classOf(request: BatchPrintRequest, pupil: BatchPupil): BatchClass {
  const batchClass = request.classes[pupil.classIndex];
  if (!batchClass) throw new Error(`The batch has no class ${pupil.classIndex}.`);
  return batchClass;
}

function fileNameOf(batchClass: BatchClass, studentId: string): string {
  const student = batchClass.reports.flatMap((report) => report.students).find((candidate) => candidate.id === studentId);
  if (!student) throw new Error(`Student ${studentId} is not in ${batchClass.name}'s reports.`);
  return pupilReportFileName({ className: batchClass.name, registerNumber: student.indexNumber, name: student.fullName });
}

/**
 * Renders a batch share in a report worker: each pupil's reports of the term, one pupil after the other (progress
 * counts pupils), as one merged PDF or as a ZIP of one PDF per pupil named "<class>-<register number>-<name>.pdf".
 * `parts` are the same output of the batch's later pupils, from other workers: their pages, or their ZIP's files,
 * go after this worker's own. The ZIP stores the PDFs as they are (their content is compressed already), with
 * UTF-8 names.
 */
export async function renderBatchPdf(
  request: BatchPrintRequest,
  progress: (done: number, total: number) => void,
  parts: Promise<Uint8Array>[] = [],
): Promise<Uint8Array> {
  markJobStarted();
  if (request.pupils.length === 0) throw new Error('There are no pupils to print.');
  disableHyphenation();
  if (containsHan(JSON.stringify(request.classes))) await loadHanFont();
  if (request.output === 'pdf') {
    const merged = await targetOf(await PDFDocument.create());
    merged.document.setTitle(request.classes.map((batchClass) => batchClass.name).join(', '));
    for (const [index, pupil] of request.pupils.entries()) {
      const batchClass = classOf(request, pupil);
      const { document, reports } = await renderPupil(request, batchClass, pupil.studentId);
      const pages = await merged.document.copyPages(document, document.getPageIndices());
      pages.forEach((page) => merged.document.addPage(page));
      stampPupil(pages, reports, merged, batchClass.draft);
      progress(index + 1, request.pupils.length);
    }
    for (const part of parts) {
      const later = await loadPdf(await part);
      const pages = await merged.document.copyPages(later, later.getPageIndices());
      pages.forEach((page) => merged.document.addPage(page));
    }
    return savePdf(merged.document);
  }
  const files: Record<string, Uint8Array> = {};
  for (const [index, pupil] of request.pupils.entries()) {
    const batchClass = classOf(request, pupil);
    // The pupil's own document is the file: its outline lists the reports, its title names the pupil.
    const { document, reports } = await renderPupil(request, batchClass, pupil.studentId);
    stampPupil(document.getPages(), reports, await targetOf(document), batchClass.draft);
    files[freeName(files, fileNameOf(batchClass, pupil.studentId))] = await savePdf(document);
    progress(index + 1, request.pupils.length);
  }
  for (const part of parts) {
    for (const [name, bytes] of Object.entries(unzipSync(await part))) files[freeName(files, name)] = bytes;
  }
  return zipSync(files, { level: 0 });
}
