import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';
import type { PaperName } from '@/features/reports/rules/paper';

// The PDF is drawn by the real react-pdf and read back with poppler's pdftotext (as the e2e journeys do).
// jsdom replaces the global Uint8Array with its own, and pdfkit's "is this bytes?" checks then fail and
// mangle every binary stream; the renderer is therefore imported only after Node's own is put back.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const WIDE = 'WM';
const wideWord = (length: number) => WIDE.repeat(length).slice(0, length);

/** The hardest remark to fit in 500 characters: the widest letters, in words of up to 24 (the longest kept whole). */
const WIDE_WORDS = Array.from({ length: 60 }, (_, index) => wideWord([24, 9, 17, 5, 20, 13][index % 6] ?? 1))
  .join(' ')
  .slice(0, REMARK_MAX_LENGTH)
  .trim();
/** A "word" longer than any line: it must break (with a hyphen) rather than run off the page. */
const ONE_WORD = 'W'.repeat(REMARK_MAX_LENGTH);

interface ByteStream {
  on(event: string, listener: (chunk: Uint8Array) => void): void;
}
const isStream = (value: unknown): value is ByteStream =>
  typeof value === 'object' && value !== null && 'on' in value && typeof value.on === 'function';

let dir = '';
let render: (paper: PaperName, remark: string) => Promise<string>;

beforeAll(async () => {
  globalThis.Uint8Array = NodeUint8Array;
  // The layout engine (yoga) fetches its WebAssembly from an inline data URL: not a request for the demo backend.
  server.use(http.get(/octet-stream;base64,/, () => passthrough()));
  const { pdf } = await import('@react-pdf/renderer');
  const { StudentReportDocument } = await import('@/features/reports/pdf/student-report-document');
  const { disableHyphenation } = await import('@/features/reports/pdf/report-fonts');
  const { buildStudentReportView } = await import('@/features/reports/rules/build-report-view');
  const { pageSizePt } = await import('@/features/reports/rules/paper');
  const { makeClassReport } = await import('@/features/reports/testing/class-report-fixture');
  disableHyphenation();
  dir = mkdtempSync(join(tmpdir(), 'remark-box-'));
  render = async (paper, remark) => {
    // The semester report is the tallest: marks, the overall result with height and weight and two CCAs, conduct and
    // attendance.
    const report = makeClassReport({ reportType: 'REPORT_SEMESTER', term: 2, han: false });
    const student = report.students[0];
    if (!student?.formClass) throw new Error('fixture without a form-class record');
    const withRemark = { ...student, formClass: { ...student.formClass, remark } };
    const view = buildStudentReportView(report, withRemark, '2026-11-20');
    const element = <StudentReportDocument view={view} size={pageSizePt(paper)} />;
    // The browser build's toBuffer() hands back pdfkit's stream; the worker uses toBlob(), which jsdom's Blob mangles.
    const output: unknown = await pdf(element).toBuffer();
    if (!isStream(output)) throw new Error('react-pdf did not hand back a stream');
    const chunks: Uint8Array[] = [];
    await new Promise((resolve, reject) => {
      output.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      output.on('end', resolve);
      output.on('error', reject);
    });
    const file = join(dir, `${paper}.pdf`);
    writeFileSync(file, Buffer.concat(chunks));
    return file;
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Word {
  text: string;
  xMax: number;
  yMin: number;
  yMax: number;
}

function wordsOf(file: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    ([, yMin, xMax, yMax, text]) => ({ text: text ?? '', xMax: Number(xMax), yMin: Number(yMin), yMax: Number(yMax) }),
  );
}

describe("the remark box holds the longest remark allowed", () => {
  for (const paper of ['A5', 'A4'] as const) {
    for (const [name, remark] of [
      ['wide letters in long words', WIDE_WORDS],
      ['one word longer than a line', ONE_WORD],
    ] as const) {
      it(`${paper}: ${name} — every character printed, inside the page, above the signatures, on one page`, async () => {
        expect(remark.length).toBeGreaterThan(REMARK_MAX_LENGTH - 5);
        const file = await render(paper, remark);
        const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
        expect(info).toMatch(/^Pages:\s+1$/m);
        const pageWidth = Number(/^Page size:\s+([\d.]+)/m.exec(info)?.[1]);

        // Every character, in order: lines of the broken word end in a hyphen that is not part of the remark.
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        const squeeze = (value: string) => value.replace(/-\n/g, '').replace(/\s+/g, '');
        expect(squeeze(text)).toContain(squeeze(remark));
        // The CCAs share the page: a grade and the ungraded CCA's name.
        expect(text).toContain('Excellent');
        expect(text).toContain('National Cadet Corps');

        const words = wordsOf(file);
        const remarkWords = words.filter((word) => /^[WM]+-?$/.test(word.text));
        const signatures = words.find((word) => word.text === 'Principal');
        expect(remarkWords.length).toBeGreaterThan(0);
        expect(signatures).toBeDefined();
        for (const word of remarkWords) {
          expect(word.xMax).toBeLessThan(pageWidth);
          expect(word.yMax).toBeLessThan(signatures?.yMin ?? 0);
        }
      });
    }
  }
});
