import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadedFileModule from '@/entities/uploaded-file/uploaded-file';
import type { PageImage } from '@/features/assignments/components/annotation/use-page-image';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { ASSIGNMENT_ID, gradingBackend, WORKING_PHOTO } from '../../../../tests/assignments/grading-fixtures';

// jsdom has no canvas: the konva stage and the page drawing run in the e2e journey; here a stand-in stage.
vi.mock('@/features/assignments/components/annotation/annotation-stage', () => ({
  AnnotationStage: () => <div data-testid="stage" />,
}));
vi.mock('@/features/assignments/components/annotation/use-page-image', () => ({
  usePageImage: (): PageImage => ({
    status: 'ready',
    image: document.createElement('canvas'),
    size: { width: 1600, height: 1200 },
    pageCount: 1,
  }),
}));

// jsdom's XMLHttpRequest cannot carry binary answers through MSW: the photo's bytes come from a stand-in query.
vi.mock('@/entities/uploaded-file/uploaded-file', async (original) => ({
  ...(await original<typeof UploadedFileModule>()),
  useFileContent: (fileId: string | null) => ({
    data: fileId ? new Blob(['png'], { type: 'image/png' }) : undefined,
    isError: false,
  }),
}));

class FakeResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 800 } } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('annotating an attachment while grading', () => {
  it('writes on the photo with the text tool, saves the annotation with the grade as data and shows it again', async () => {
    const backend = gradingBackend({ withPhoto: true });
    server.use(...backend.handlers);
    const first = await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}/sa-ann` });
    const { user } = first;

    // The first render also loads the lazy screen: a busy machine needs more than the default second.
    expect(await screen.findByRole('img', { name: 'working.png, attached by the student' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annotate working.png' }));
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    await user.type(screen.getByRole('textbox', { name: 'Annotation text' }), 'Check this step{Enter}');
    expect(screen.getByText('1 annotation')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mark for Explain'), '4');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('Graded Ang Mei Ling: 6 of 7.')).toBeInTheDocument();
    expect(backend.received[0]).toMatchObject({
      annotations: [{ fileId: WORKING_PHOTO.id, page: 1, items: [expect.objectContaining({ text: 'Check this step', fontSize: 24 })] }],
    });

    first.unmount();
    await renderApp({ user: 'teacher', url: `/assignments/${ASSIGNMENT_ID}/sa-ann` });
    expect(await screen.findByText('1 annotation')).toBeInTheDocument();
    const list = await screen.findByRole('button', { name: 'Check this step' });
    expect(within(list).getByText('Check this step')).toBeInTheDocument();
    // Two renders of the app, typing and a save: near 15 s on a machine with a load of 12 on 2 cores.
  }, 30_000);
});
