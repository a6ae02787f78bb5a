import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { multipart } from '@/mocks/resources/test-kit';
import { call, signIn } from '@/mocks/test-client';
import { renderApp, waitForPath } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

const versionRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);

/** The principal uploads a new version of the spelling list through the API, as a colleague would meanwhile. */
async function principalUploads(name: string, text: string) {
  const { body, contentType } = multipart({ file: { name, type: 'text/plain', bytes: new TextEncoder().encode(text) } });
  const upload = await call('/file-sharing/subject-files/files/sf-13/versions', {
    method: 'POST',
    token: await signIn('principal'),
    body,
    headers: { 'Content-Type': contentType },
  });
  expect(upload.status).toBe(201);
}

describe('/file-sharing/subject-files/{sfId}', () => {
  it('shows who uploaded each version and restores an older one after confirming, keeping the history', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/file-sharing/subject-files/sf-13' });
    const table = await screen.findByRole('table', { name: 'Versions of Spelling list week 12.txt' }, SLOW);
    expect(versionRows(table)).toEqual(['v2 Current', 'v1 ']);
    expect(within(table).getAllByText('Mr Daniel Tan')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Restore v1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(within(dialog).getByText(/becomes the current version, as a new version v3/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(versionRows(table)).toEqual(['v3 Current', 'v2 ', 'v1 ']), SLOW);
    expect(within(table).getByText('Restored from v1')).toBeInTheDocument();
    // The dialog fades out (react-bootstrap's transition), which a loaded machine can stretch past the table's update.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses to restore over a version uploaded since the page loaded: explains, restores nothing and shows the newer one', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/file-sharing/subject-files/sf-13' });
    const table = await screen.findByRole('table', { name: 'Versions of Spelling list week 12.txt' }, SLOW);
    expect(versionRows(table)).toEqual(['v2 Current', 'v1 ']);
    await principalUploads('spelling week 12 corrected.txt', 'corrected');

    await user.click(within(table).getByRole('button', { name: 'Restore v1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone added version 3 of this file after you opened it. Nothing was restored; check the newest version before restoring.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(versionRows(table)).toEqual(['v3 Current', 'v2 ', 'v1 ']), SLOW);
    expect(within(table).getByText('spelling week 12 corrected.txt')).toBeInTheDocument();
    expect(within(table).queryByText('Restored from v1')).not.toBeInTheDocument();
  });

  it('opens the file’s history from its header: who uploaded a new version, and its name', async () => {
    await principalUploads('spelling week 12 final.txt', 'final');

    const { user } = await renderApp({ user: 'homeroom', url: '/file-sharing/subject-files/sf-13' });
    await user.click(await screen.findByRole('button', { name: 'History of spelling week 12 final.txt' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'History of spelling week 12 final.txt' });
    // One entry for the upload: the file's own row, touched by it, adds none.
    const [uploaded] = await waitFor(() => {
      const found = within(dialog).getAllByRole('listitem').filter((item) => item.classList.contains('record-history-entry'));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(uploaded).toHaveTextContent('Mdm Siti Rahmah');
    expect(uploaded).toHaveTextContent('Original name: blank → spelling week 12 final.txt');
    expect(uploaded).not.toHaveTextContent(/u-principal|sfc-/);
  });

  it('deletes a file its uploader shared after confirming, and goes back to the list', async () => {
    const { user, router } = await renderApp({ user: 'teacher', url: '/file-sharing/subject-files/sf-01' });
    await screen.findByRole('heading', { name: 'P4 fractions worksheet v3.pdf', level: 1 }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “P4 fractions worksheet v3.pdf”?' });
    expect(within(dialog).getByText(/all 3 of its versions are deleted for everyone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForPath(router, '/file-sharing/subject-files');
    expect(await screen.findByText('File deleted.')).toBeInTheDocument();
  });

  it('keeps Delete disabled on a file someone else shared, and offers no preview for a text file', async () => {
    await renderApp({ user: 'teacher', url: '/file-sharing/subject-files/sf-05' });
    await screen.findByRole('heading', { name: 'Week 2 notes.txt', level: 1 }, SLOW);
    expect(screen.getByText('There is no preview for this type of file; download it to open it.')).toBeInTheDocument();
    const theirs = screen.getByRole('button', { name: 'Delete' });
    expect(theirs).toBeDisabled();
    expect(theirs).toHaveAttribute('title', 'Only the person who shared this file or the principal can delete it.');
    expect(screen.getByRole('button', { name: 'Upload new version' })).toBeEnabled();
  });

  it('refuses the page of a file outside the teacher’s subjects', async () => {
    await renderApp({ user: 'teacher', url: '/file-sharing/subject-files/sf-13' });
    expect(await screen.findByText('You do not have access to this folder.', {}, SLOW)).toBeInTheDocument();
  });
});
