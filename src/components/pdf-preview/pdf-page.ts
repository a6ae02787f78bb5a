import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Vite copies the worker as an asset of this lazy chunk, so pdf.js parses off the main thread and loads only here.
GlobalWorkerOptions.workerSrc = workerUrl;

// One worker for every PDF the page opens: starting a worker per document cost each student's attachment a new
// thread and a new parse of pdf.js's worker script (issue 22, grading the next student).
let sharedWorker: PDFWorker | null = null;

/** Opens a PDF held in memory. Students' files are untrusted: pdf.js must not evaluate strings found in them. */
export async function openPdf(blob: Blob): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await blob.arrayBuffer());
  sharedWorker ??= new PDFWorker();
  return getDocument({ data, worker: sharedWorker, isEvalSupported: false, enableXfa: false }).promise;
}

export interface RenderedPage {
  canvas: HTMLCanvasElement;
  /** The page's size at 100% in CSS pixels; annotations are relative to it. */
  width: number;
  height: number;
}

/**
 * Draws one page (1-based) to a canvas `pixelScale` times its natural size, so that it stays sharp when shown
 * larger or on a high-density screen.
 */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  pixelScale: number,
): Promise<RenderedPage> {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: pixelScale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  return { canvas, width: natural.width, height: natural.height };
}
