import { execFileSync } from 'node:child_process';
import { Blob as NodeBlob } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { renderReportPdf as RenderReportPdf } from '@/features/reports/pdf/render-report-pdf';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { server } from '@/mocks/node';

// The worker's own code path, in Node: jsdom's Uint8Array and Blob are put back to Node's first, as in
// remark-box.test.tsx (pdfkit's byte checks and the PDF blob would otherwise mangle the binary streams).
let render: typeof RenderReportPdf;
let dir = '';

beforeAll(async () => {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  globalThis.Blob = NodeBlob as typeof Blob;
  server.use(http.get(/octet-stream;base64,/, () => passthrough()));
  ({ renderReportPdf: render } = await import('@/features/reports/pdf/render-report-pdf'));
  dir = mkdtempSync(join(tmpdir(), 'render-report-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read(bytes: Uint8Array, name: string) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return {
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

describe('renderReportPdf (the report worker)', () => {
  it('joins the class into one PDF, one page per student, numbered within each report, with progress per student', async () => {
    const report = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 2, size: 4, han: false });
    const seen: string[] = [];
    const bytes = await render(
      { report, studentIds: report.students.map((student) => student.id), paper: 'A5', issueDate: '2026-11-20' },
      (done, total) => seen.push(`${done}/${total}`),
    );
    expect(seen).toEqual(['1/4', '2/4', '3/4', '4/4']);
    const { info, text } = read(bytes, 'class.pdf');
    expect(info).toMatch(/^Pages:\s+4$/m);
    expect(info).toMatch(/^Page size:\s+420 x 595 pts/m);
    expect(text.match(/Page 1 of 1/g)).toHaveLength(4);
    for (const student of report.students) expect(text).toContain(student.fullName);
    expect(text).toContain('Parent/Guardian');
  });

  it("appends the PDFs of the class's later students, rendered by another worker, after its own reports", async () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 3, han: false });
    const [first, second, third] = report.students;
    if (!first || !second || !third) throw new Error('fixture without three students');
    const request = { report, paper: 'A4' as const, issueDate: '2026-11-20' };
    const later = await render({ ...request, studentIds: [third.id] }, () => undefined);
    const seen: string[] = [];
    const bytes = await render({ ...request, studentIds: [first.id, second.id] }, (done, total) => seen.push(`${done}/${total}`), [
      Promise.resolve(later),
    ]);
    expect(seen).toEqual(['1/2', '2/2']);
    const { info, text } = read(bytes, 'joined.pdf');
    expect(info).toMatch(/^Pages:\s+3$/m);
    expect(info).toMatch(/^Title:\s+Primary 4 Courage/m);
    expect(text.match(/Page 1 of 1/g)).toHaveLength(3);
    const order = [first, second, third].map((student) => text.indexOf(student.fullName));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  // pdf-lib's object streams took the longest step after rendering: the class's final save, after both workers were done.
  it('writes every object of the PDF in the open, the class and a single report alike (no object streams to pack and unpack)', async () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 3, han: false });
    const request = { report, paper: 'A4' as const, issueDate: '2026-11-20' };
    const [first, ...others] = report.students.map((student) => student.id);
    if (!first) throw new Error('fixture without students');
    const later = await render({ ...request, studentIds: others }, () => undefined);
    const joined = await render({ ...request, studentIds: [first] }, () => undefined, [Promise.resolve(later)]);
    const single = await render({ ...request, studentIds: [first] }, () => undefined);
    for (const bytes of [later, joined, single]) expect(Buffer.from(bytes).includes('/ObjStm')).toBe(false);
    expect(read(joined, 'open.pdf').info).toMatch(/^Pages:\s+3$/m);
  });

  it('prints each CCA with its attendance and grade, and a third CCA continues on a numbered second page', async () => {
    const report = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 2, size: 1, han: false });
    const [student] = report.students;
    if (!student?.semester) throw new Error('fixture without a semester section');
    const ccas = [...student.semester.ccas, { name: 'Robotics Club', attendance: 64, grade: 'SATISFACTORY' as const }];
    const three = { ...report, students: [{ ...student, semester: { ...student.semester, ccas } }] };
    const bytes = await render({ report: three, studentIds: [student.id], paper: 'A5', issueDate: '2026-11-20' }, () => undefined);
    const { info, text } = read(bytes, 'ccas.pdf');
    expect(text).toContain('Basketball · attendance 92%');
    expect(text).toContain('Robotics Club · attendance 64%');
    expect(text).toContain('Satisfactory');
    // Never cut: the signatures move to a second page, and the pages say so.
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(text).toContain('Page 2 of 2');
  });

  it("numbers a report that runs onto a second page as 1 of 2 and 2 of 2", async () => {
    const report = makeClassReport({ reportType: 'REPORT_TERM', term: 1, size: 1, han: false });
    const [student] = report.students;
    const subject = student?.termProgress?.subjects[0];
    if (!student || !subject) throw new Error('fixture without marks');
    // Thirty subjects cannot fit one page.
    const subjects = Array.from({ length: 30 }, (_, index) => ({ ...subject, subjectName: `Subject ${index + 1}` }));
    const long = { ...report, students: [{ ...student, termProgress: { subjects } }] };
    const bytes = await render({ report: long, studentIds: [student.id], paper: 'A4', issueDate: '2026-11-20' }, () => undefined);
    const { info, text } = read(bytes, 'student.pdf');
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });
});
