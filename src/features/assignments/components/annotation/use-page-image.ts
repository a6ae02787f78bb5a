import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Size } from '@/features/assignments/rules/annotation';
import type { AnnotationSource } from '@/features/assignments/components/annotation/annotation-source';

export type PageImage =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; image: HTMLImageElement | HTMLCanvasElement; size: Size; pageCount: number };

const FAILED = 'This file could not be shown. Download it to look at it.';

interface Loaded {
  /** What was loaded, so that a result for an earlier source or page is never shown for the current one. */
  key: string | Blob;
  page: number;
  result: Exclude<PageImage, { status: 'loading' }>;
}

/** Loads the image, or draws the PDF's page (1-based), under the annotations. */
export function usePageImage(source: AnnotationSource, page: number): PageImage {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pdf, setPdf] = useState<{ blob: Blob; pdfDocument: PDFDocumentProxy } | null>(null);
  const key = source.kind === 'image' ? source.url : source.blob;

  // Keyed by the URL and the blob, not the source object, which a parent may rebuild on every render.
  const url = source.kind === 'image' ? source.url : null;
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    const done = (result: Loaded['result']) => setLoaded({ key: url, page: 1, result });
    image.onload = () =>
      done({ status: 'ready', image, size: { width: image.naturalWidth, height: image.naturalHeight }, pageCount: 1 });
    image.onerror = () => done({ status: 'error', message: FAILED });
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);

  const blob = source.kind === 'pdf' ? source.blob : null;
  useEffect(() => {
    if (!blob) return;
    let current = true;
    let opened: PDFDocumentProxy | null = null;
    // pdf.js loads only when a PDF is shown: an image needs konva alone.
    import('@/components/pdf-preview/pdf-page')
      .then(({ openPdf }) => openPdf(blob))
      .then(
        (pdfDocument) => {
          opened = pdfDocument;
          if (current) setPdf({ blob, pdfDocument });
          else void pdfDocument.destroy();
        },
        () => current && setLoaded({ key: blob, page: 0, result: { status: 'error', message: FAILED } }),
      );
    return () => {
      current = false;
      void opened?.destroy();
    };
  }, [blob]);

  const pdfDocument = pdf && pdf.blob === blob ? pdf.pdfDocument : null;
  useEffect(() => {
    if (!pdfDocument || !blob) return;
    let current = true;
    const pixelScale = Math.min(3, 2 * (window.devicePixelRatio || 1));
    const pageNumber = Math.min(Math.max(page, 1), pdfDocument.numPages);
    import('@/components/pdf-preview/pdf-page')
      .then(({ renderPdfPage }) => renderPdfPage(pdfDocument, pageNumber, pixelScale))
      .then(
        ({ canvas, width, height }) =>
          current &&
          setLoaded({
            key: blob,
            page,
            result: { status: 'ready', image: canvas, size: { width, height }, pageCount: pdfDocument.numPages },
          }),
        () => current && setLoaded({ key: blob, page, result: { status: 'error', message: FAILED } }),
      );
    return () => {
      current = false;
    };
  }, [pdfDocument, blob, page]);

  if (!loaded || loaded.key !== key) return { status: 'loading' };
  // A PDF that could not be opened fails for every page (page 0).
  if (source.kind === 'pdf' && loaded.page !== page && loaded.page !== 0) return { status: 'loading' };
  return loaded.result;
}
