import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { PDFDocument, ParseSpeeds, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ClassReport, ReportStudent } from '@/features/reports/api/get-class-report';
import { disableHyphenation, loadHanFont } from '@/features/reports/pdf/report-fonts';
import { pageNumberPlacement } from '@/features/reports/pdf/report-styles';
import { StudentReportDocument, StudentReportsDocument } from '@/features/reports/pdf/student-report-document';
import { containsHan } from '@/features/reports/rules/han';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import type { StudentReportView } from '@/features/reports/rules/report-view';
import { pageSizePt, type PaperName } from '@/features/reports/rules/paper';
import { concatBytes } from '@/lib/concat-bytes';

/** What the page asks the report worker for. */
export interface ReportPdfRequest {
  report: ClassReport;
  /** The students to include, in this order; one id for a single student's report. */
  studentIds: string[];
  paper: PaperName;
  /** ISO date printed as the issue date; ages are counted at the start of its month. */
  issueDate: string;
}

/**
 * The PDF react-pdf writes for `document`, read from its stream into one array. Not through `toBlob`: a Blob
 * of the stream's thousands of small chunks and reading it back cost a batch worker about a second per hundred
 * pupils (both go through the browser's blob registry), and the bytes are needed right away anyway.
 */
async function pdfBytes(document: ReactElement<DocumentProps>): Promise<Uint8Array> {
  const stream = await pdf(document).toBuffer();
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Uint8Array | string) => chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return concatBytes(chunks);
}

/** One student's report of one type as react-pdf draws it, without page numbers. */
export function renderStudent({ report, paper, issueDate }: ReportPdfRequest, student: ReportStudent): Promise<Uint8Array> {
  const view = buildStudentReportView(report, student, issueDate);
  return pdfBytes(<StudentReportDocument view={view} size={pageSizePt(paper)} />);
}

/**
 * One student's reports of several types in one document, as react-pdf draws it, without page numbers: where
 * each report starts is in the document's outline (report-outline.ts). One document instead of one per report
 * spares a batch the per-document work (fonts embedded, the file written, read and joined again) three times in four.
 */
export function renderStudentReports(views: readonly StudentReportView[], paper: PaperName): Promise<Uint8Array> {
  return pdfBytes(<StudentReportsDocument views={views} size={pageSizePt(paper)} />);
}

/**
 * pdf-lib pauses every few objects to keep a page responsive; in a worker nobody waits on it, and each
 * pause is a timer of at least 4 ms once nested, so it reads in one go.
 */
export const loadPdf = (bytes: Uint8Array) => PDFDocument.load(bytes, { parseSpeed: ParseSpeeds.Fastest });

/**
 * Written in one go (see loadPdf) and without object streams: packing every object into compressed
 * streams made the class's final save, which starts only once both workers are done, the slowest step
 * after the rendering itself (about 6 times as long as a plain save), and the first worker unpacked the
 * second's PDF again to join it; the page content stays compressed either way.
 */
export const savePdf = (document: PDFDocument) => document.save({ useObjectStreams: false, objectsPerTick: Infinity });

/** "Page 1 of 2" on each of one student's pages, counted within the student's report. */
export function stampPageNumbers(pages: PDFPage[], font: PDFFont): void {
  pages.forEach((page, index) => {
    const { right, baseline, fontSize, color } = pageNumberPlacement(page.getWidth());
    const text = `Page ${index + 1} of ${pages.length}`;
    page.drawText(text, {
      x: page.getWidth() - right - font.widthOfTextAtSize(text, fontSize),
      y: baseline,
      size: fontSize,
      font,
      color: rgb(color.red, color.green, color.blue),
    });
  });
}

/** One student's report as a finished PDF, its pages numbered: the whole of a one-student job, and each warm-up round. */
async function singleReportPdf(request: ReportPdfRequest, student: ReportStudent): Promise<Uint8Array> {
  const single = await loadPdf(await renderStudent(request, student));
  stampPageNumbers(single.getPages(), await single.embedFont(StandardFonts.Helvetica));
  return savePdf(single);
}

/** Whether any printed text of the report has Han characters, i.e. the Han font is needed. */
const needsHanFont = (report: ClassReport) => containsHan(JSON.stringify(report));

/**
 * The Han font for the students who need it: it loads only if some printed text has Han
 * characters, and while it loads the students before the first such one are already rendered.
 */
function hanFontFor(report: ClassReport, students: ReportStudent[]): (student: ReportStudent) => Promise<void> {
  const inHeader = needsHanFont({ ...report, students: [] });
  const needs = (student: ReportStudent) => inHeader || containsHan(JSON.stringify(student));
  if (!students.some(needs)) return () => Promise.resolve();
  const font = loadHanFont();
  // Awaited below only for a student who needs it; a failure must not go unhandled before that.
  font.catch(() => undefined);
  return (student) => (needs(student) ? font : Promise.resolve());
}

/**
 * How often warm-up renders the first student's report. V8 optimises the renderer's code only after it
 * has run a few times: measured in the report workers (Chromium, busy 2-core machine), the five warm-up
 * renders took 350, 283, 248, 170 and 119 ms — without them the class's first reports paid that.
 */
const WARM_RENDERS = 5;

/** Jobs started in this worker so far: a warm-up stops once a job has started, so it never delays one by more than the render in progress. */
let jobsStarted = 0;

/** Every job of a report worker calls this first, so a warm-up still running stops after its render in progress. */
export function markJobStarted(): void {
  jobsStarted += 1;
}

/**
 * Prepares, while the user still looks at the preview and chooses paper and date, what the first reports
 * would otherwise wait for: the layout engine (its WebAssembly is compiled on the first render), the Han
 * font for a class with Han text, and the first runs through the renderer's and pdf-lib's code (pdf-lib's
 * first read, Helvetica metrics and write made the first report's joining take 75–170 ms instead of 5),
 * by making the first student's PDF WARM_RENDERS times and throwing it away.
 */
export async function warmReportRenderer(report: ClassReport): Promise<void> {
  const startedBefore = jobsStarted;
  const [student] = report.students;
  if (!student) return;
  disableHyphenation();
  if (needsHanFont(report)) await loadHanFont();
  const request = { report, studentIds: [student.id], paper: 'A4' as const, issueDate: new Date().toISOString().slice(0, 10) };
  for (let round = 0; round < WARM_RENDERS && jobsStarted === startedBefore; round += 1) await singleReportPdf(request, student);
}

/**
 * Renders each student's report as its own document (so page numbers count within a student's
 * report and progress can be told per student), then joins them, followed by `parts` (the PDFs of the
 * class's later students, rendered by other workers), into one PDF.
 */
export async function renderReportPdf(
  request: ReportPdfRequest,
  progress: (done: number, total: number) => void,
  parts: Promise<Uint8Array>[] = [],
): Promise<Uint8Array> {
  markJobStarted();
  const { report, studentIds } = request;
  const students = studentIds.map((id) => {
    const student = report.students.find((candidate) => candidate.id === id);
    if (!student) throw new Error(`Student ${id} is not in this class report.`);
    return student;
  });
  if (students.length === 0) throw new Error('There are no students to put in the PDF.');
  disableHyphenation();
  const fontReady = hanFontFor(report, students);
  if (students.length === 1 && parts.length === 0) {
    await fontReady(students[0]);
    const bytes = await singleReportPdf(request, students[0]);
    progress(1, 1);
    return bytes;
  }
  const merged = await PDFDocument.create();
  merged.setTitle(`${report.classYear.name} – term ${report.term} – ${report.reportType}`);
  merged.setAuthor(report.school.name);
  const font = await merged.embedFont(StandardFonts.Helvetica);
  for (const [index, student] of students.entries()) {
    await fontReady(student);
    const part = await loadPdf(await renderStudent(request, student));
    const pages = await merged.copyPages(part, part.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
    stampPageNumbers(pages, font);
    progress(index + 1, students.length);
  }
  for (const part of parts) {
    const later = await loadPdf(await part);
    const pages = await merged.copyPages(later, later.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
  }
  return savePdf(merged);
}
