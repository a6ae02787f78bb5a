import { execFileSync } from 'node:child_process';
import { Blob as NodeBlob } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { http, passthrough } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchClass, BatchPrintRequest, renderBatchPdf as RenderBatchPdf } from '@/features/reports/pdf/batch-print-pdf';
import { reportPageRanges } from '@/features/reports/pdf/report-outline';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { server } from '@/mocks/node';

// The worker's own code path in Node, as render-report-pdf.test.tsx runs it (Node's Uint8Array and Blob put back first).
let render: typeof RenderBatchPdf;
let dir = '';

beforeAll(async () => {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  globalThis.Blob = NodeBlob as typeof Blob;
  server.use(http.get(/octet-stream;base64,/, () => passthrough()));
  ({ renderBatchPdf: render } = await import('@/features/reports/pdf/batch-print-pdf'));
  dir = mkdtempSync(join(tmpdir(), 'batch-print-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read(bytes: Uint8Array, name: string) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return {
    pages: Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]),
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    // pdftotext splits diagonal text into letters; in content order (-raw) the watermark's letters stay together.
    drafts: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '').split('DRAFT').length - 1,
    file,
  };
}

/** Term 1 prints the FTP and the term progress report: two pages a pupil. */
function termOneClass(name: string, size: number, draft: boolean): BatchClass {
  const reports = [
    makeClassReport({ reportType: 'FTP', term: 1, size, han: false }),
    makeClassReport({ reportType: 'REPORT_TERM', term: 1, size, han: false }),
  ];
  // A Latin-1 name: the ZIP must keep it exactly, which needs its UTF-8 flag.
  reports.forEach((report) => {
    const second = report.students[1];
    if (second) second.fullName = 'José Müller';
  });
  return { name, draft, reports };
}

const draftClass = termOneClass('Primary 4 Courage', 3, true);
const finalClass = termOneClass('Primary 4 Kindness', 2, false);
const base = { classes: [draftClass, finalClass], paper: 'A5' as const, issueDate: '2026-11-20' };
const pupils = [
  ...['st-1', 'st-2', 'st-3'].map((studentId) => ({ classIndex: 0, studentId })),
  ...['st-1', 'st-2'].map((studentId) => ({ classIndex: 1, studentId })),
];

describe('renderBatchPdf (the batch in a report worker)', () => {
  it('zips one PDF per pupil named <class>-<register number>-<name>.pdf, with the later share of another worker after its own', async () => {
    const zip = (request: Omit<BatchPrintRequest, 'output' | 'classes' | 'paper' | 'issueDate'>) => ({
      ...base,
      ...request,
      output: 'zip' as const,
    });
    const later = await render(zip({ pupils: pupils.slice(3) }), () => undefined);
    const seen: string[] = [];
    const bytes = await render(zip({ pupils: pupils.slice(0, 3) }), (done, total) => seen.push(`${done}/${total}`), [
      Promise.resolve(later),
    ]);
    expect(seen).toEqual(['1/3', '2/3', '3/3']);

    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual([
      'Primary 4 Courage-1-Tan Wei Ming.pdf',
      'Primary 4 Courage-2-José Müller.pdf',
      'Primary 4 Courage-3-Arjun Kumar.pdf',
      'Primary 4 Kindness-1-Tan Wei Ming.pdf',
      'Primary 4 Kindness-2-José Müller.pdf',
    ]);
    for (const [name, pdf] of Object.entries(files)) {
      const { pages, text, drafts } = read(pdf, 'pupil.pdf');
      const pupilName = name.replace(/^.*?-\d+-(.*)\.pdf$/, '$1');
      expect(pages, name).toBe(2);
      expect(text, name).toContain(pupilName);
      expect(text, name).toContain('Form Teacher Report');
      expect(text.match(/Page 1 of 1/g), name).toHaveLength(2);
      // Only the class that is not signed off prints DRAFT, on every page.
      expect(drafts, name).toBe(name.startsWith('Primary 4 Courage') ? 2 : 0);
    }
  });

  it('merges the batch into one PDF, pupil after pupil, DRAFT on the draft pages only, counting pupils', async () => {
    const seen: string[] = [];
    const bytes = await render({ ...base, output: 'pdf', pupils }, (done, total) => seen.push(`${done}/${total}`));
    expect(seen).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    const { pages, text, drafts } = read(bytes, 'merged.pdf');
    expect(pages).toBe(10);
    expect(drafts).toBe(6);
    expect(text.match(/José Müller/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("reissues one pupil's report alone, as the ZIP holds it", async () => {
    const bytes = await render({ ...base, output: 'pdf', pupils: [{ classIndex: 1, studentId: 'st-2' }] }, () => undefined);
    const { pages, text, drafts } = read(bytes, 'reissue.pdf');
    expect(pages).toBe(2);
    expect(text).toContain('José Müller');
    expect(drafts).toBe(0);
  });

  it("numbers each report of a pupil's file within itself when one runs onto a second page, and lists the reports in the outline", async () => {
    const [ftp, termReport] = termOneClass('Primary 4 Courage', 1, false).reports;
    const student = termReport?.students[0];
    const subject = student?.termProgress?.subjects[0];
    if (!ftp || !termReport || !student || !subject) throw new Error('fixture without marks');
    // Thirty subjects cannot fit one page: the pupil's second report takes two.
    const subjects = Array.from({ length: 30 }, (_, index) => ({ ...subject, subjectName: `Subject ${index + 1}` }));
    const long = { ...termReport, students: [{ ...student, termProgress: { subjects } }] };
    const request = {
      ...base,
      classes: [{ name: 'Primary 4 Courage', draft: false, reports: [ftp, long] }],
      pupils: [{ classIndex: 0, studentId: student.id }],
    };
    const files = unzipSync(await render({ ...request, output: 'zip' }, () => undefined));
    const [pupilFile] = Object.values(files);
    if (!pupilFile) throw new Error('no file');
    const { pages, file } = read(pupilFile, 'long.pdf');
    expect(pages).toBe(3);
    const pageText = (page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
    expect(pageText(1)).toContain('Page 1 of 1');
    expect(pageText(2)).toContain('Page 1 of 2');
    expect(pageText(3)).toContain('Page 2 of 2');
    // fflate's arrays are of the realm it loaded in, before the swap above: pdf-lib takes only Node's.
    const outline = await PDFDocument.load(new Uint8Array(pupilFile));
    expect(reportPageRanges(outline, 2)).toEqual([[0], [1, 2]]);
    expect(() => reportPageRanges(outline, 3)).toThrow('does not say where each of its 3 reports starts');

    const merged = read(await render({ ...request, output: 'pdf' }, () => undefined), 'long-merged.pdf');
    expect(merged.pages).toBe(3);
    expect(merged.text.match(/Page \d of \d/g)).toEqual(['Page 1 of 1', 'Page 1 of 2', 'Page 2 of 2']);
  });
});
