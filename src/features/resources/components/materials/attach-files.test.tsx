import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachFilesModule } from '@/features/resources/components/materials/attach-files-module';
import { setAccessToken } from '@/lib/auth-token';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { server } from '@/mocks/node';
import { FILE_CONTENT_MISMATCH_MESSAGE } from '@/mocks/http/files';
import { renderWithProviders } from '../../../../../tests/test-utils';
import { signInAs } from '../../../../../tests/render-app';
import { renderContentMaterialForm } from '../../../../../tests/resources/content-material-form';

// jsdom has no canvas for pdf.js to draw on: a stand-in page, drawn at once.
vi.mock('@/components/pdf-preview/pdf-page', () => ({
  openPdf: () => Promise.resolve({ numPages: 1, destroy: () => Promise.resolve() }),
  renderPdfPage: () => Promise.resolve({ canvas: document.createElement('canvas'), width: 595, height: 842 }),
}));

const worksheet: UploadedFile = {
  id: 'f-1',
  fileName: 'halves.pdf',
  mimeType: 'application/pdf',
  size: 4096,
  entityType: 'LessonBuilder',
};
const picture: UploadedFile = {
  id: 'f-2',
  fileName: 'pizza.png',
  mimeType: 'image/png',
  size: 2048,
  entityType: 'LessonBuilder',
};

function pdfNamed(name: string): File {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

beforeEach(() => {
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++next}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // jsdom's multipart bodies lose the part's file name on the way to the interceptor: the server names
  // the files in the order they arrive, which the sequential upload keeps.
  const names = ['a.pdf', 'b.pdf'];
  server.use(
    http.post('*/api/files', () => {
      const fileName = names.shift() ?? 'extra.pdf';
      return HttpResponse.json([{ ...worksheet, id: `up-${fileName}`, fileName }], { status: 201 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  setAccessToken(null);
});

describe('Attach Files material', () => {
  it('create: asks for a file, uploads several in turn, removes one, then saves the rest', async () => {
    const { user, submitted } = renderContentMaterialForm(attachFilesModule.Fields, {
      materialType: 'ATTACH_FILES',
      title: 'Worksheets',
      content: attachFilesModule.emptyContent(),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attach at least one file.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Instructions (optional)'), 'Print one each.');
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Files', { selector: 'input' }), [pdfNamed('a.pdf'), pdfNamed('b.pdf')]);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content).toEqual({
      instructions: 'Print one each.',
      files: [{ ...worksheet, id: 'up-b.pdf', fileName: 'b.pdf' }],
    });
  });

  it('update: lists the stored files; with ten attached, no more can be added', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({
      ...worksheet,
      id: `f-${index}`,
      fileName: `sheet-${index}.pdf`,
    }));
    renderContentMaterialForm(attachFilesModule.Fields, {
      materialType: 'ATTACH_FILES',
      title: 'Worksheets',
      content: { instructions: 'Read all.', files: ten },
    });
    expect(screen.getByLabelText('Instructions (optional)')).toHaveValue('Read all.');
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download sheet-0.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  it('update: an optional maximum mark makes it a hand-in marked later, and an emptied one removes the mark', async () => {
    const { user, submitted } = renderContentMaterialForm(attachFilesModule.Fields, {
      materialType: 'ATTACH_FILES',
      title: 'Your map',
      content: { instructions: 'Upload a photo of your map.', files: [worksheet] },
    });
    const maxMark = screen.getByLabelText('Maximum mark (optional)');
    await user.type(maxMark, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content).toMatchObject({ maxMark: 5 });

    await user.clear(maxMark);
    await user.type(maxMark, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum mark must be at least 1.')).toBeInTheDocument();
    await user.clear(maxMark);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    // What the request carries: no mark at all.
    expect(JSON.stringify(submitted[1]?.content)).not.toContain('maxMark');
  });

  it('view: previews images and PDFs from files fetched with the token, and offers other files to download', async () => {
    await signInAs('teacher');
    const strips: UploadedFile = {
      id: 'file-fraction-strips',
      fileName: 'fraction-strips.png',
      mimeType: 'image/png',
      size: 250,
      entityType: 'LessonBuilder',
    };
    const sheet: UploadedFile = {
      id: 'file-fractions-worksheet',
      fileName: 'fractions-worksheet.pdf',
      mimeType: 'application/pdf',
      size: 1200,
      entityType: 'LessonBuilder',
    };
    const spelling: UploadedFile = {
      id: 'file-spelling-list',
      fileName: 'spelling-list.txt',
      mimeType: 'text/plain',
      size: 120,
      entityType: 'LessonBuilder',
    };
    renderWithProviders(
      <attachFilesModule.View
        content={{ instructions: 'Look closely.', files: [strips, sheet, spelling] }}
        showAnswers={false}
      />,
    );
    expect(screen.getByText('Look closely.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'fraction-strips.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:preview-/),
    );
    // Drawn by pdf.js (a stand-in here), not Chromium's PDF viewer in a frame.
    expect(await screen.findByRole('img', { name: 'Page 1 of fractions-worksheet.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download fractions-worksheet.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download spelling-list.txt' })).toBeInTheDocument();
  });

  it('view: says so when a preview cannot be fetched', async () => {
    await signInAs('teacher');
    renderWithProviders(
      <attachFilesModule.View
        content={{ instructions: '', files: [{ ...picture, id: 'file-missing' }] }}
        showAnswers={false}
      />,
    );
    expect(await screen.findByText('The preview of “pizza.png” could not be loaded.')).toBeInTheDocument();
  });

  it('create: shows the server’s refusal of a file whose bytes are not its type, and attaches nothing', async () => {
    // The demo backend itself, not the stand-in above: it reads the bytes, not the name or the declared type.
    server.resetHandlers();
    await signInAs('teacher');
    renderContentMaterialForm(attachFilesModule.Fields, { materialType: 'ATTACH_FILES', title: 'Photo', content: attachFilesModule.emptyContent() });
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Files', { selector: 'input' }), page);
    const toast = await screen.findByText(FILE_CONTENT_MISMATCH_MESSAGE);
    expect(toast.closest('.toast')).toHaveClass('bg-danger');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });
});
