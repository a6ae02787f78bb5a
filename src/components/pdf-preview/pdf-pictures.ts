import type { RenderedPage } from '@/components/pdf-preview/pdf-page';

/** A PDF page drawn to a canvas, with the number of pages of its file. */
export interface PdfPicture extends RenderedPage {
  pageCount: number;
}

interface Drawing {
  promise: Promise<PdfPicture>;
  /** The picture once drawn, so that a page shown again appears in the same render, without a loading state. */
  picture: PdfPicture | null;
}

/**
 * How many files keep their first page drawn: the student shown, the ones before and after (drawn ahead, so that
 * J and K show them at once) and one to spare. A page at twice its size is several megabytes of canvas.
 */
const KEPT_FIRST_PAGES = 4;
const firstPages = new Map<Blob, Drawing>();

/** Drawn at twice the page's size (three times at most), so it stays sharp on a high-density screen. */
const pixelScale = () => Math.min(3, 2 * (window.devicePixelRatio || 1));

/** Draws one page (1-based) of a PDF held in memory. pdf.js loads with the first PDF shown. */
export async function drawPdfPage(blob: Blob, pageNumber: number): Promise<PdfPicture> {
  const { openPdf, renderPdfPage } = await import('@/components/pdf-preview/pdf-page');
  const pdf = await openPdf(blob);
  try {
    const page = await renderPdfPage(pdf, Math.min(Math.max(pageNumber, 1), pdf.numPages), pixelScale());
    return { ...page, pageCount: pdf.numPages };
  } finally {
    void pdf.destroy();
  }
}

/** The first page of the file, drawn once and kept for the last few files asked for. */
export function drawFirstPage(blob: Blob): Promise<PdfPicture> {
  const kept = firstPages.get(blob);
  if (kept) {
    // The most recently asked for is the last to be dropped.
    firstPages.delete(blob);
    firstPages.set(blob, kept);
    return kept.promise;
  }
  const drawing: Drawing = { promise: drawPdfPage(blob, 1), picture: null };
  drawing.promise.then(
    (picture) => {
      drawing.picture = picture;
    },
    // A file that could not be drawn is tried again the next time it is shown.
    () => firstPages.delete(blob),
  );
  firstPages.set(blob, drawing);
  for (const oldest of firstPages.keys()) {
    if (firstPages.size <= KEPT_FIRST_PAGES) break;
    firstPages.delete(oldest);
  }
  return drawing.promise;
}

/** The file's first page if it is already drawn, or null. */
export function drawnFirstPage(blob: Blob): PdfPicture | null {
  return firstPages.get(blob)?.picture ?? null;
}
