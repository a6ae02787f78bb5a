import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { lockedMessage } from '@/domain/report-season/responses';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { classSeasons } from '../../../../tests/report-season/season-fixtures';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
const LOCK = lockedMessage('Primary 5 Courage', 2, { name: 'Mdm Principal', date: '20 Nov 2026' });
const draftKey = entryDraftKey({ userId: 'u-homeroom', screen: 'remark', scope: `${CLASS}:${YEAR}:term-2` });

/** The class's seasons answer: term 2 signed off while `locked()` holds. */
function seasonsAnswer(locked: () => boolean) {
  const read = { seasons: false };
  server.use(
    http.get('*/api/class-years/:classYearId/report-season', () => {
      read.seasons = true;
      return HttpResponse.json(classSeasons(CLASS, locked() ? [2] : [], LOCK));
    }),
  );
  return read;
}

async function openRemarks() {
  const app = await renderApp({ user: 'homeroom', url: `/remark/${CLASS}/${YEAR}?term=2` });
  const table = await screen.findByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' }, { timeout: 8000 });
  const editors = within(table).getAllByRole('textbox') as HTMLTextAreaElement[];
  return { ...app, table, editors };
}

describe('remark grid of a signed-off term', () => {
  it('shows the lock with who signed off, and every remark read-only with Save off', async () => {
    seasonsAnswer(() => true);
    const { user, editors } = await openRemarks();
    expect(await screen.findByText(LOCK)).toBeInTheDocument();
    await waitFor(() => expect(editors[0]).toHaveAttribute('readonly'));
    for (const editor of editors) expect(editor).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeDisabled();

    const before = editors[0].value;
    await user.type(editors[0], ' more');
    expect(editors[0]).toHaveValue(before);
  });

  it('leaves a term that is not signed off editable', async () => {
    const read = seasonsAnswer(() => false);
    const { editors } = await openRemarks();
    await waitFor(() => expect(read.seasons).toBe(true));
    expect(editors[0]).not.toHaveAttribute('readonly');
    expect(screen.queryByText(LOCK)).not.toBeInTheDocument();
  });

  it('keeps the typed remark when a save meets the lock (423), says why, then turns read-only', async () => {
    let locked = false;
    seasonsAnswer(() => locked);
    server.use(
      http.put('*/api/class-years/:classYearId/remarks', () => {
        locked = true;
        return HttpResponse.json({ message: LOCK }, { status: 423 });
      }),
    );
    const { user, editors } = await openRemarks();
    await user.clear(editors[0]);
    await user.type(editors[0], 'Typed before the sign-off.');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save remarks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Nothing was saved: ${LOCK}`);
    expect(alert).toHaveTextContent('1 unsaved change stays in the grid');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save remarks?' })).not.toBeInTheDocument());
    // The lock is read again: the notice above the grid says it, and the grid turns read-only.
    expect(await screen.findByText(LOCK)).toBeInTheDocument();
    await waitFor(() => expect(editors[0]).toHaveAttribute('readonly'));
    expect(editors[0]).toHaveValue('Typed before the sign-off.');
    expect(readEntryDraft(draftKey)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeDisabled();
  });
});
