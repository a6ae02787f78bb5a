import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };
const MATHS = 'sve-2026-p6-mathematics';

// The first test of a file also loads the lazy screens: a busy machine needs more than the default.
describe('/sves', { timeout: 30_000 }, () => {
  it('lists the exam types the teacher is assigned to, each opening its assignments', async () => {
    const { user, router } = await renderApp({ user: 'teacher', url: '/sves' });
    const link = await screen.findByRole('link', { name: 'Primary 6 SVE Mathematics' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Secondary 4 SVE Science' })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sves/${MATHS}`));
    expect(await screen.findByText('Paper 1 practice under timed conditions', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows an upload refused by the server as a danger notification with its message (spec §8)', async () => {
    server.use(
      http.post('*/api/files', () =>
        HttpResponse.json({ message: 'The file is too large (at most 5 MB).' }, { status: 413 }),
      ),
    );
    const { user } = await renderApp({ user: 'teacher', url: `/sves/${MATHS}` });
    await user.click(await screen.findByRole('button', { name: 'New assignment' }, SLOW));
    const input = screen.getByLabelText('Attach files', { selector: 'input' });
    await user.upload(input, new File(['x'], 'worksheet.pdf', { type: 'application/pdf' }));
    const toast = await screen.findByText('The file is too large (at most 5 MB).', undefined, SLOW);
    expect(toast.closest('.toast, [role="alert"], [role="status"]')).not.toBeNull();
    expect(within(document.body).queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('sets an assignment with an attached file, using the first item of the upload answer (spec §7)', async () => {
    let entityType: FormDataEntryValue | null = null;
    const stored = (id: string, fileName: string) => ({
      id,
      fileName,
      mimeType: 'text/plain',
      size: 2,
      entityType: 'SVE',
    });
    server.use(
      http.post('*/api/files', async ({ request }) => {
        entityType = (await request.formData()).get('entityType');
        // jsdom's multipart loses the bytes, so the stored upload is written here as POST /files would.
        const base = { createdAt: '2026-11-21T00:00:00.000Z', uploadedById: 'u-teacher', base64: 'UTE=' };
        db.uploadedFiles.insert({ ...stored('file-ratio', 'ratio.txt'), ...base });
        const answer = [stored('file-ratio', 'ratio.txt'), stored('file-other', 'other.txt')];
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const { user } = await renderApp({ user: 'teacher', url: `/sves/${MATHS}` });
    await user.click(await screen.findByRole('button', { name: 'New assignment' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the due date.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Ratio drill');
    await user.type(screen.getByLabelText('Due date'), '01/12/2026');
    await user.tab();
    await user.upload(screen.getByLabelText('Attach files', { selector: 'input' }), new File(['Q1'], 'ratio.txt', { type: 'text/plain' }));
    const attached = await screen.findByRole('list', { name: 'Attached files' }, SLOW);
    expect(within(attached).getByText('ratio.txt')).toBeInTheDocument();
    expect(within(attached).queryByText('other.txt')).not.toBeInTheDocument();
    expect(entityType).toBe('SVE');
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('Assignment “Ratio drill” set.', undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download ratio.txt' }, SLOW)).toBeInTheDocument();
  });

  it('shows a refusal of a field under that field, keeping what was typed', async () => {
    server.use(
      http.post('*/api/sve-exam-types/:sveExamTypeId/assignments', () =>
        HttpResponse.json(
          { message: 'The assignment has invalid fields.', errors: { title: 'An assignment of this title is already set.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp({ user: 'teacher', url: `/sves/${MATHS}` });
    await user.click(await screen.findByRole('button', { name: 'New assignment' }, SLOW));
    await user.type(screen.getByLabelText('Title'), 'Ratio drill');
    await user.type(screen.getByLabelText('Due date'), '01/12/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('An assignment of this title is already set.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Ratio drill');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });
});
