import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadedFileModule from '@/entities/uploaded-file/uploaded-file';
import type { PageImage } from '@/features/assignments/components/annotation/use-page-image';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

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
// jsdom's XMLHttpRequest cannot carry binary answers through MSW: the files' bytes come from a stand-in query.
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
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The teacher's bench assignment: 40 students who all handed in a photo or PDF of their working.
const ASSIGNMENT = '/assignments/ia-grading-1';
const SAVE_PATH = '*/api/student-assignments/:id/attachments/:fileId/annotations';

/** Question mode on the Attach Files question; answers the first student's Annotate button and their work's link. */
async function openAttachFilesQuestion() {
  const app = await renderApp({ user: 'teacher', url: ASSIGNMENT });
  await app.user.click(await screen.findByRole('link', { name: 'Grade by question' }, { timeout: 15_000 }));
  const select = await screen.findByRole('combobox', { name: 'Question' });
  await app.user.selectOptions(select, within(select).getByRole('option', { name: /Attach Files/ }));
  const [button] = await screen.findAllByRole('button', { name: /^Annotate / }, { timeout: 15_000 });
  if (!button) throw new Error('no attachment to annotate');
  const row = button.closest('section');
  const link = row ? within(row).getAllByRole('link')[0] : undefined;
  if (!link) throw new Error('no student link');
  return { ...app, button, studentName: link.textContent ?? '', studentHref: link.getAttribute('href') ?? '' };
}

async function writeText(user: Awaited<ReturnType<typeof renderApp>>['user'], text: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Add text' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Annotation text' }), `${text}{Enter}`);
  return dialog;
}

describe('annotating attachments from question mode', { timeout: 90_000 }, () => {
  it("saves an annotation once, and the student's page shows it", async () => {
    const { user, button, studentName, studentHref, unmount } = await openAttachFilesQuestion();
    const fileName = (button.getAttribute('aria-label') ?? '').replace(/^Annotate /, '');
    await user.click(button);
    const dialog = await writeText(user, 'Label the axes');
    expect(within(dialog).getByRole('heading', { name: `Annotate ${fileName}: ${studentName}` })).toBeInTheDocument();
    expect(within(dialog).getByText('Unsaved annotations are kept as a draft in this browser.')).toBeInTheDocument();

    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/annotations')) sent.push(request.url);
    });
    const save = within(dialog).getByRole('button', { name: 'Save annotations' });
    await user.dblClick(save);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No unsaved annotations.'));
    expect(sent).toHaveLength(1);
    expect(await screen.findAllByText(`Saved the annotations on ${fileName} for ${studentName}.`)).toHaveLength(1);
    expect(save).toBeDisabled();
    server.events.removeAllListeners();

    unmount();
    await renderApp({ user: 'teacher', url: studentHref });
    expect(await screen.findByRole('button', { name: 'Label the axes' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Your unsaved grading of this submission was restored from this browser.')).not.toBeInTheDocument();
  });

  it('keeps the annotations as a draft when the save fails, restores them, and walks on to the next attachment', async () => {
    const { user, button, studentName, studentHref, unmount } = await openAttachFilesQuestion();
    server.use(http.put(SAVE_PATH, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }));
    await user.click(button);
    const dialog = await writeText(user, 'Show your working');
    await user.click(within(dialog).getByRole('button', { name: 'Save annotations' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show your working' })).toBeInTheDocument();

    const title = within(dialog).getByRole('heading', { level: 2 }).textContent ?? '';
    expect(title).toContain(studentName);
    await user.click(within(dialog).getByRole('button', { name: 'Next attachment' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).not.toBe(title));
    await user.click(within(dialog).getByRole('button', { name: 'Previous attachment' }));
    expect(await within(dialog).findByText('Your unsaved annotations on this file were restored from this browser.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show your working' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    await renderApp({ user: 'teacher', url: studentHref });
    expect(await screen.findByText('Your unsaved grading of this submission was restored from this browser.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    // The attachment's viewer renders just after the student's name and questions (issue 22), so it may come a moment later.
    expect(await screen.findByRole('button', { name: 'Show your working' })).toBeInTheDocument();
  });

  it('keeps the texts on a 409 and saves them over after "Keep mine and save again"', async () => {
    const { user, button, studentName } = await openAttachFilesQuestion();
    server.use(
      http.put(SAVE_PATH, () => HttpResponse.json({ message: 'Someone else saved this submission after you opened it. Reload it to see their marks.' }, { status: 409 }), { once: true }),
    );
    await user.click(button);
    const dialog = await writeText(user, 'Check the units');
    await user.click(within(dialog).getByRole('button', { name: 'Save annotations' }));
    expect(await within(dialog).findByText('Someone else graded this submission while you were working on it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check the units' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(within(dialog).queryByText(/Someone else graded/)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save annotations' }));
    expect(await screen.findByText(new RegExp(`^Saved the annotations on .+ for ${studentName}\\.$`))).toBeInTheDocument();
  });
});
