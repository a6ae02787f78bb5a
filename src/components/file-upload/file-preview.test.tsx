import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePreview } from '@/components/file-upload/file-preview';

// jsdom has no canvas for pdf.js to draw on: a stand-in page, drawn at once.
vi.mock('@/components/pdf-preview/pdf-page', () => ({
  openPdf: () => Promise.resolve({ numPages: 1, destroy: () => Promise.resolve() }),
  renderPdfPage: () => Promise.resolve({ canvas: document.createElement('canvas'), width: 595, height: 842 }),
}));

const WORKSHEET = { id: 'f-worksheet', fileName: 'worksheet.pdf', mimeType: 'application/pdf', size: 2048, entityType: 'LessonBuilder' as const };

/** An IntersectionObserver whose element the test scrolls near by calling `reach()`. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class StubObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    reach: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('FilePreview', () => {
  it('fetches and shows a PDF only once the reader comes near it, so a long lesson does not open every PDF up front (issue 22)', async () => {
    const viewport = stubIntersectionObserver();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:worksheet');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const loadFile = vi.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    render(<FilePreview file={WORKSHEET} loadFile={loadFile} />);

    expect(loadFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Page 1 of worksheet.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download worksheet.pdf' })).toBeInTheDocument();

    await viewport.reach();
    expect(await screen.findByRole('img', { name: 'Page 1 of worksheet.pdf' })).toBeInTheDocument();
    expect(loadFile).toHaveBeenCalledWith('f-worksheet');
  });

  it("draws the PDF's page in the page instead of opening Chromium's PDF viewer in a frame, a process of its own per file (issue 22)", async () => {
    const viewport = stubIntersectionObserver();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:worksheet');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(<FilePreview file={WORKSHEET} loadFile={() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' }))} />);

    await viewport.reach();
    const page = await screen.findByRole('img', { name: 'Page 1 of worksheet.pdf' });
    expect(page.querySelector('canvas')).not.toBeNull();
    expect(document.querySelector('iframe, object, embed')).toBeNull();
  });
});
