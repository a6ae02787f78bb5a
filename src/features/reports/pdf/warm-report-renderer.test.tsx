import { Blob as NodeBlob } from 'node:buffer';
import { http, passthrough } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ReactPdf from '@react-pdf/renderer';
import type * as PdfLib from 'pdf-lib';
import type * as RenderReportPdf from '@/features/reports/pdf/render-report-pdf';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { server } from '@/mocks/node';

// Counts the documents react-pdf is asked to render and pdf-lib to read, passing each on unchanged.
const rendered = vi.hoisted(() => ({ documents: 0, read: 0 }));
vi.mock('@react-pdf/renderer', async (importOriginal) => {
  const original = await importOriginal<typeof ReactPdf>();
  return {
    ...original,
    pdf: (...args: Parameters<typeof original.pdf>) => {
      rendered.documents += 1;
      return original.pdf(...args);
    },
  };
});

vi.mock('pdf-lib', async (importOriginal) => {
  const original = await importOriginal<typeof PdfLib>();
  const load: typeof original.PDFDocument.load = (...args) => {
    rendered.read += 1;
    return original.PDFDocument.load(...args);
  };
  const PDFDocument = new Proxy(original.PDFDocument, {
    get: (target, key, receiver) => (key === 'load' ? load : Reflect.get(target, key, receiver)),
  });
  return { ...original, PDFDocument };
});

let worker: typeof RenderReportPdf;

beforeAll(async () => {
  // As in render-report-pdf.test.tsx: Node's Uint8Array and Blob, so pdfkit's binary output survives jsdom.
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  globalThis.Blob = NodeBlob as typeof Blob;
  server.use(http.get(/octet-stream;base64,/, () => passthrough()));
  worker = await import('@/features/reports/pdf/render-report-pdf');
});

describe('warmReportRenderer (the report worker before the first job)', () => {
  it('stops warming up when a job starts, so the job shares the worker with at most the warm-up render in progress', async () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 2, han: false });
    const [student] = report.students;
    if (!student) throw new Error('fixture without students');
    rendered.documents = 0;
    rendered.read = 0;
    const warming = worker.warmReportRenderer(report);
    const bytes = await worker.renderReportPdf(
      { report, studentIds: [student.id], paper: 'A4', issueDate: '2026-11-20' },
      () => undefined,
    );
    await warming;
    expect(bytes.length).toBeGreaterThan(0);
    // The warm-up's first render, already under way, and the job's own.
    expect(rendered.documents).toBe(2);
  });

  // The first job's first report paid for pdf-lib's first run (reading, the Helvetica metrics, writing): 75–170 ms on a busy machine, 5 ms after.
  it('without a job, warms up more than once and each time through pdf-lib as well, as a one-student job does', async () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 2, han: false });
    rendered.documents = 0;
    rendered.read = 0;
    await worker.warmReportRenderer(report);
    expect(rendered.documents).toBeGreaterThan(1);
    expect(rendered.read).toBe(rendered.documents);
  });
});
