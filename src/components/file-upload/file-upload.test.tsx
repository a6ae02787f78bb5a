import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, type UploadFileFn } from '@/components/file-upload/file-upload';
import { uploadFile } from '@/entities/uploaded-file/uploaded-file';
import { UPLOAD_MAX_BYTES } from '@/domain/lesson-content/limits';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { getToasts } from '@/lib/toast-store';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../tests/test-utils';

const stored: UploadedFile = {
  id: 'file-1',
  fileName: 'halves.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  entityType: 'LessonBuilder',
};

const realUpload: UploadFileFn = (file, onProgress, signal) =>
  uploadFile({ file, entityType: 'LessonBuilder', onProgress, signal });

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUpload(upload: UploadFileFn, onUploaded = vi.fn()) {
  const view = renderWithProviders(<FileUpload label="Files" upload={upload} onUploaded={onUploaded} remaining={10} />);
  // Like a drag and drop: the picker's accept filter does not apply.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText<HTMLInputElement>('Files', {
    selector: 'input',
  });
  return { ...view, user, input, onUploaded };
}

describe('FileUpload', () => {
  it('refuses a refused type and a too large file before sending anything', async () => {
    const upload = vi.fn<UploadFileFn>();
    const { user, input } = renderUpload(upload);
    await user.upload(input, [
      fileOf('setup.exe', 'application/x-msdownload'),
      fileOf('scan.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1),
    ]);
    expect(
      await screen.findByText(
        '“setup.exe” is not a file type you can attach. Use PDF, images, audio, Word, PowerPoint, Excel or text files.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('“scan.pdf” is larger than 5 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows each file’s progress and stays disabled until the upload ends', async () => {
    let finish: (file: UploadedFile) => void = () => undefined;
    const upload = vi.fn<UploadFileFn>((_file, onProgress) => {
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { user, input, onUploaded } = renderUpload(upload);
    await user.upload(input, fileOf('halves.pdf', 'application/pdf'));
    const bar = await screen.findByRole('progressbar', {
      name: 'Uploading halves.pdf',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    finish(stored);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });

  it('sends the file as multipart and hands back the first stored file of the answer', async () => {
    let entityType: FormDataEntryValue | null = null;
    server.use(
      http.post('*/api/files', async ({ request }) => {
        entityType = (await request.formData()).get('entityType');
        return HttpResponse.json([stored], { status: 201 });
      }),
    );
    const { user, input, onUploaded } = renderUpload(realUpload);
    await user.upload(input, fileOf('halves.pdf', 'application/pdf'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(entityType).toBe('LessonBuilder');
  });

  it.each([
    [413, 'The file is larger than 5 MB.'],
    [415, 'This type of file cannot be uploaded.'],
  ])('shows the server’s refusal (%i) as a danger notification', async (status, message) => {
    server.use(http.post('*/api/files', () => HttpResponse.json({ message }, { status })));
    const { user, input, onUploaded } = renderUpload(realUpload);
    await user.upload(input, fileOf('halves.pdf', 'application/pdf'));
    const toast = await screen.findByText(message);
    expect(toast.closest('.toast')).toHaveClass('bg-danger');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });

  it('refuses files beyond the number still allowed', async () => {
    const upload = vi.fn<UploadFileFn>(() => Promise.resolve(stored));
    const onUploaded = vi.fn();
    renderWithProviders(
      <FileUpload
        label="Files"
        upload={upload}
        onUploaded={onUploaded}
        remaining={1}
        tooManyMessage="Attach at most 10 files."
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Files', { selector: 'input' }), [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('b.pdf', 'application/pdf'),
    ]);
    expect(await screen.findByText('Attach at most 10 files.')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('cancels an upload in flight when it leaves the page, without a notification', async () => {
    let seen: AbortSignal | undefined;
    const upload = vi.fn<UploadFileFn>((_file, _onProgress, signal) => {
      seen = signal;
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const { user, input, unmount } = renderUpload(upload);
    await user.upload(input, fileOf('halves.pdf', 'application/pdf'));
    await screen.findByRole('progressbar', { name: 'Uploading halves.pdf' });
    unmount();
    expect(seen?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToasts()).toHaveLength(0);
  });
});
