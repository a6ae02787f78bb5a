import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import '@/components/pdf-preview/pdf-preview.css';
import { drawFirstPage, drawnFirstPage, drawPdfPage, type PdfPicture } from '@/components/pdf-preview/pdf-pictures';

export interface PdfPreviewProps {
  /** The PDF's bytes. */
  blob: Blob;
  fileName: string;
}

type Shown = { blob: Blob; page: number; picture: PdfPicture | 'failed' };

/** The page's picture: the first page as drawn ahead (at once when it was), any other page drawn when asked for. */
function usePdfPicture(blob: Blob, page: number): PdfPicture | 'failed' | null {
  const drawnAhead = page === 1 ? drawnFirstPage(blob) : null;
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (drawnAhead) return;
    let current = true;
    (page === 1 ? drawFirstPage(blob) : drawPdfPage(blob, page)).then(
      (picture) => current && setShown({ blob, page, picture }),
      () => current && setShown({ blob, page, picture: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [blob, page, drawnAhead]);
  if (drawnAhead) return drawnAhead;
  return shown && shown.blob === blob && shown.page === page ? shown.picture : null;
}

/** Puts the drawn canvas in the page; a first page drawn ahead is the same canvas, moved here. */
function PageCanvas({ canvas, label }: { canvas: HTMLCanvasElement; label: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    hostRef.current?.replaceChildren(canvas);
  }, [canvas]);
  return <div ref={hostRef} role="img" aria-label={label} className="pdf-preview-page" />;
}

/**
 * A PDF drawn by pdf.js into the page, one page at a time. Not Chromium's own PDF viewer in a frame: that viewer
 * is built afresh for every file, in a process of its own, and held back the next student's page while grading
 * and the lesson page while its PDFs came into view (issue 22).
 */
export function PdfPreview({ blob, fileName }: PdfPreviewProps) {
  const [page, setPage] = useState(1);
  const picture = usePdfPicture(blob, page);
  const pageCount = picture && picture !== 'failed' ? picture.pageCount : null;
  if (picture === 'failed') {
    return <p className="text-danger small">The preview of “{fileName}” could not be shown. Download it to look at it.</p>;
  }
  return (
    <div className="pdf-preview">
      {pageCount !== null && pageCount > 1 ? (
        <div className="d-flex align-items-center gap-2 mb-2">
          <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span className="small" aria-live="polite">
            Page {page} of {pageCount}
          </span>
          <Button size="sm" variant="outline-secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </div>
      ) : null}
      {picture ? (
        <PageCanvas canvas={picture.canvas} label={`Page ${page} of ${fileName}`} />
      ) : (
        <p className="small text-body-secondary" role="status">
          Loading {fileName}…
        </p>
      )}
    </div>
  );
}
