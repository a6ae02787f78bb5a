import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePreview } from '@/components/file-upload/file-preview';

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
    expect(screen.queryByTitle('worksheet.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download worksheet.pdf' })).toBeInTheDocument();

    await viewport.reach();
    expect(await screen.findByTitle('worksheet.pdf')).toHaveAttribute('src', 'blob:worksheet');
    expect(loadFile).toHaveBeenCalledWith('f-worksheet');
  });
});
