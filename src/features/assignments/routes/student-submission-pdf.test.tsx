import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadedFileModule from '@/entities/uploaded-file/uploaded-file';
import { server } from '@/mocks/node';
import { renderApp, waitForPath } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend, pdfOf } from '../../../../tests/assignments/grading-fixtures';

// The PDFs' bytes, one Blob per file as the query cache keeps them (jsdom's XMLHttpRequest cannot carry binary
// answers through MSW), and the PDFs pdf.js was asked to open, in order (jsdom has no canvas to draw on).
const blobs = new Map<string, Blob>();
const blobOf = (fileId: string) => {
  if (!blobs.has(fileId)) blobs.set(fileId, new Blob([fileId], { type: 'application/pdf' }));
  return blobs.get(fileId) as Blob;
};
const opened: Blob[] = [];

vi.mock('@/components/pdf-preview/pdf-page', () => ({
  openPdf: (blob: Blob) => {
    opened.push(blob);
    return Promise.resolve({ numPages: 1, destroy: () => Promise.resolve() });
  },
  renderPdfPage: () => Promise.resolve({ canvas: document.createElement('canvas'), width: 595, height: 842 }),
}));

vi.mock('@/entities/uploaded-file/uploaded-file', async (original) => {
  const actual = await original<typeof UploadedFileModule>();
  return {
    ...actual,
    fileContentQuery: (fileId: string) => ({ ...actual.fileContentQuery(fileId), queryFn: () => Promise.resolve(blobOf(fileId)) }),
    useFileContent: (fileId: string | null) => ({ data: fileId ? blobOf(fileId) : undefined, isError: false }),
  };
});

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  opened.length = 0;
});

describe("a student's PDF while grading (issue 22)", () => {
  it("shows the PDF's page drawn in the page, not in Chromium's PDF frame, and draws the next student's first page before J is pressed", async () => {
    server.use(...gradingBackend({ pdfPerStudent: true }).handlers);
    const { user, router } = await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}/sa-ann` });

    expect(await screen.findByRole('img', { name: 'Page 1 of sa-ann.pdf' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.querySelector('iframe, object, embed')).toBeNull();
    const nextPdf = blobOf(pdfOf('sa-bal').id);
    await waitFor(() => expect(opened).toContain(nextPdf));

    await user.keyboard('j');
    await waitForPath(router, `/assignments/${ASSIGNMENT_ID}/sa-bal`);
    expect(await screen.findByRole('img', { name: 'Page 1 of sa-bal.pdf' })).toBeInTheDocument();
    // The page drawn ahead is the one shown: pdf.js did not open the file again.
    expect(opened.filter((blob) => blob === nextPdf)).toHaveLength(1);
  }, 40_000);
});
