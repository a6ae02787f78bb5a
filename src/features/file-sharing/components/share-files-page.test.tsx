import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SHARED_FILE_REFUSED_TYPE_MESSAGE, SHARED_FILE_TOO_LARGE_MESSAGE } from '@/domain/file-sharing/file-checks';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

const names = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openUploadDialog(url = '/file-sharing/subject-files') {
  const view = await renderApp({ user: 'teacher', url });
  await screen.findByRole('table', { name: 'Subject Files' }, SLOW);
  await view.user.click(await screen.findByRole('button', { name: 'Upload file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
  await view.user.selectOptions(within(dialog).getByLabelText('Subject'), 'Mathematics');
  await view.user.selectOptions(within(dialog).getByLabelText('Document type'), 'General');
  // Like a drag and drop: the picker's accept filter does not apply.
  const dropper = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => dropper.upload(within(dialog).getByLabelText('File', { selector: 'input' }), file);
  return { ...view, dialog, choose };
}

describe('/file-sharing/subject-files', () => {
  it('shows the teacher’s subject folder and its files, newest first, and filters by document type', async () => {
    const { user } = await renderApp({ user: 'teacher', url: '/file-sharing/subject-files' });
    const folders = await screen.findByRole('navigation', { name: 'Subject folders' }, SLOW);
    await waitFor(() =>
      expect(within(folders).getAllByRole('button').map((button) => button.textContent)).toEqual([
        expect.stringContaining('All subjects'),
        expect.stringContaining('Mathematics'),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Subject Files' }, SLOW);
    await waitFor(() => expect(names(table).length).toBe(10), SLOW);
    await user.selectOptions(screen.getByLabelText('Document type'), 'Invoice');
    await waitFor(() => expect(names(table)).toEqual(['Textbook invoice.pdf']), SLOW);
  });

  it('stops a refused type before sending anything', async () => {
    let sent = 0;
    server.use(http.post('*/api/file-sharing/:share/files', () => {
      sent += 1;
      return HttpResponse.json({ message: 'no' }, { status: 500 });
    }));
    const { dialog, choose, user } = await openUploadDialog();
    await choose(new File(['<p>hi</p>'], 'page.html', { type: 'text/html' }));
    expect(await within(dialog).findByText(`“page.html”: ${SHARED_FILE_REFUSED_TYPE_MESSAGE}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText(`“page.html”: ${SHARED_FILE_REFUSED_TYPE_MESSAGE}`)).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('shows the server’s refusal as a danger notification and keeps the dialog open', async () => {
    server.use(http.post('*/api/file-sharing/:share/files', () => HttpResponse.json({ message: SHARED_FILE_TOO_LARGE_MESSAGE }, { status: 413 })));
    const { dialog, choose, user } = await openUploadDialog();
    await choose(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByText(SHARED_FILE_TOO_LARGE_MESSAGE, {}, SLOW);
    expect(toast.closest('.toast')).toHaveClass('bg-danger');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  // jsdom's XMLHttpRequest interceptor does not hand the abort to the handler; the e2e journey sees the real one.
  it('cancels an upload in flight: the progress goes, no danger notification, and it can be sent again', async () => {
    server.use(http.post('*/api/file-sharing/:share/files', () => new Promise<Response>(() => undefined)));
    const { dialog, choose, user } = await openUploadDialog();
    await choose(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading scan.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    const toast = await screen.findByText('Upload cancelled.');
    expect(toast.closest('.toast')).not.toHaveClass('bg-danger');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('lets a teacher who may only view department files download them but not upload', async () => {
    await renderApp({ user: 'teacher', url: '/file-sharing/academic-department-files' });
    await screen.findByRole('table', { name: 'Academic Department Files' }, SLOW);
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    expect(screen.getByText('You can view and download these files; uploading needs the permission to share them.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Math Olympiad LOA.pdf' }, SLOW)).toBeEnabled();
  });

  // Issue 21 §22: spec §5's create option and §8's message, on the screen where a new option is natural.
  it('lets the principal add the department the school lacks while uploading, in the spec’s words, and picks it', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/file-sharing/academic-department-files' });
    await screen.findByRole('table', { name: 'Academic Department Files' }, { timeout: 20_000 });
    await user.click(await screen.findByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Department' }), 'Drama');
    await user.click(await within(dialog).findByRole('option', { name: 'Create "Drama"' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Create department' });
    expect(confirm).toHaveTextContent('Create department with name "Drama?"');
    await user.click(within(confirm).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Successfully created department', {}, SLOW)).toBeInTheDocument();
    expect(db.academicDepartments.find((row) => row.name === 'Drama')).toBeDefined();
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveValue('Drama');
  }, 40_000);

  it('says when a folder is empty and when the files could not be loaded', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/file-sharing/subject-files' });
    const folders = await screen.findByRole('navigation', { name: 'Subject folders' }, SLOW);
    await user.click(await within(folders).findByRole('button', { name: /^Art/ }, SLOW));
    expect(await screen.findByText('No files have been shared here yet.', {}, SLOW)).toBeInTheDocument();
    // A failure with no message of its own: the list's sentence, and a Retry.
    server.use(http.get('*/api/file-sharing/:share/files', () => new HttpResponse(null, { status: 500 })));
    // Abbreviated types are spelled out; the value sent stays the spec's name (issue 21 §20).
    expect(within(screen.getByLabelText('Document type')).getByRole('option', { name: 'Offer of Admission (OA)' })).toHaveValue('OA');
    await user.selectOptions(screen.getByLabelText('Document type'), 'OA');
    expect(await screen.findByText('The files could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, 30_000);
});
