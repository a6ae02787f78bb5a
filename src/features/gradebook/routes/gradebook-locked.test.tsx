import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { lockedMessage } from '@/domain/report-season/responses';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';
import { classSeasons } from '../../../../tests/report-season/season-fixtures';

const MATHS = 'sy-primary-4-courage-mathematics';
const CLASS = 'cy-primary-4-courage';
const LOCK = lockedMessage('Primary 4 Courage', 1, { name: 'Mdm Principal', date: '20 Nov 2026' });
const draftKey = entryDraftKey({ userId: 'u-teacher', screen: 'gradebook', scope: `${MATHS}:term-1` });

/** The subject's class's seasons: term 1 signed off while `locked()` holds. */
function seasonsAnswer(locked: () => boolean) {
  server.use(
    http.get('*/api/class-years/:classYearId/report-season', ({ params }) =>
      HttpResponse.json(classSeasons(String(params.classYearId), locked() ? [1] : [], LOCK)),
    ),
  );
}

async function openSheet() {
  const app = await renderApp({ user: 'teacher', url: `/gradebook/${MATHS}?term=1` });
  const table = await screen.findByRole('table', { name: 'Marks of Mathematics – Primary 4 Courage, term 1' }, { timeout: 8000 });
  const inputs = within(table).getAllByRole('textbox') as HTMLInputElement[];
  return { ...app, table, inputs };
}

describe('gradebook mark sheet of a signed-off term', () => {
  it("shows the subject's class's lock, every mark read-only and Save off", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/report-season')) asked.push(new URL(request.url).pathname);
    });
    seasonsAnswer(() => true);
    const { user, inputs } = await openSheet();
    expect(await screen.findByText(LOCK)).toBeInTheDocument();
    await waitFor(() => expect(inputs[0]).toHaveAttribute('readonly'));
    expect(asked.some((path) => path.endsWith(`/class-years/${CLASS}/report-season`))).toBe(true);
    for (const input of inputs) expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    const before = inputs[0].value;
    await user.type(inputs[0], '9');
    expect(inputs[0]).toHaveValue(before);
  });

  it('keeps a typed mark when the save meets the lock (423) and says who signed off', async () => {
    let locked = false;
    seasonsAnswer(() => locked);
    server.use(
      http.put('*/api/subject-years/:id/gradebook/scores', () => {
        locked = true;
        return HttpResponse.json({ message: LOCK }, { status: 423 });
      }),
    );
    const { user, inputs } = await openSheet();
    await user.clear(inputs[0]);
    await user.type(inputs[0], '42');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Nothing was saved: ${LOCK}`);
    expect(await screen.findByText(LOCK)).toBeInTheDocument();
    await waitFor(() => expect(inputs[0]).toHaveAttribute('readonly'));
    expect(inputs[0]).toHaveValue('42');
    expect(readEntryDraft(draftKey)).not.toBeNull();
  });
});
