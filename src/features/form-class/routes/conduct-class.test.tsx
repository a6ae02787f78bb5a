import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
const draftKey = (term: number) =>
  entryDraftKey({ userId: 'u-homeroom', screen: 'conduct', scope: `${CLASS}:${YEAR}:term-${term}` });

async function openConduct(term = 2, hash = '') {
  const app = await renderApp({ user: 'homeroom', url: `/conduct/${CLASS}/${YEAR}?term=${term}${hash}` });
  const table = await screen.findByRole('table', { name: `Conduct of Primary 5 Courage, term ${term}` }, { timeout: 8000 });
  const cells = within(table).getAllByRole('textbox') as HTMLInputElement[];
  const descriptors = within(table)
    .getAllByRole('columnheader')
    .slice(2)
    .map((header) => header.textContent ?? '');
  return { ...app, table, cells, descriptors, width: descriptors.length };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

async function confirmSave(user: Awaited<ReturnType<typeof openConduct>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save conduct' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save conduct?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('conduct grid', () => {
  it('shows the frequency legend of spec §3 and the school’s descriptors', async () => {
    const { descriptors } = await openConduct();
    const legend = screen.getByRole('list', { name: 'Frequency legend' });
    expect(legend).toHaveTextContent('A – Almost');
    expect(legend).toHaveTextContent('M – Most Of The Time');
    expect(legend).toHaveTextContent('S – Seldom');
    expect(legend).toHaveTextContent('N – Never');
    expect(descriptors.length).toBeGreaterThan(0);
  });

  it('takes letters typed or pasted, flags anything else, and saves only the changed students after confirmation', async () => {
    const bodies: { entries: { studentId: string; frequencies: (string | null)[] }[] }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/conduct')) bodies.push(await request.clone().json());
    });
    const { user, cells, width } = await openConduct();
    await user.clear(cells[0]);
    await user.type(cells[0], 's{Enter}');
    expect(cells[width]).toHaveFocus();
    await user.clear(cells[width]);
    await user.type(cells[width], 'x');
    expect(cells[width]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix 1 grade that is not A, M, S or N before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save conduct' })).toBeDisabled();

    // A column copied from a spreadsheet, over the bad value and the next student.
    paste(cells[width], 'N\nmost of the time\n');
    expect(cells[width]).toHaveValue('N');
    expect(cells[2 * width]).toHaveValue('most of the time');

    await user.click(screen.getByRole('button', { name: 'Save conduct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save conduct?' });
    expect(dialog).toHaveTextContent(/Save \d+ changed grades of 3 students of Primary 5 Courage, term 2\?/);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conduct saved.')).toBeInTheDocument();
    server.events.removeAllListeners();

    expect(bodies).toHaveLength(1);
    const entries = bodies[0]?.entries ?? [];
    expect(entries).toHaveLength(3);
    expect(entries[0]?.frequencies[0]).toBe('S');
    expect(entries[1]?.frequencies[0]).toBe('N');
    expect(entries[2]?.frequencies[0]).toBe('M');
    expect(entries.every((entry) => entry.frequencies.length === width)).toBe(true);
    expect(readEntryDraft(draftKey(2))).toBeNull();
  });

  it('shows a 422 on the student’s row and keeps the typed grades', async () => {
    server.use(
      http.put('*/api/class-years/:classYearId/conduct', () =>
        HttpResponse.json(
          { message: 'Refused.', errors: { 'entries.0.frequencies.0': 'Frequency must be A, M, S or N.' } },
          { status: 422 },
        ),
      ),
    );
    const { user, cells, width } = await openConduct();
    const typed = cells[width].value === 'A' ? 'S' : 'A';
    await user.clear(cells[width]);
    await user.type(cells[width], typed);
    await confirmSave(user);
    const row = cells[width].closest('tr') as HTMLElement;
    expect(await within(row).findByText('Frequency must be A, M, S or N.')).toBeInTheDocument();
    expect(cells[width]).toHaveValue(typed);
  });

  it('keeps the typed grades on a 409 and offers to reload', async () => {
    let conflicts = 1;
    server.use(
      http.put('*/api/class-years/:classYearId/conduct', () =>
        conflicts-- > 0 ? HttpResponse.json({ message: 'Changed since.' }, { status: 409 }) : undefined,
      ),
    );
    const { user, cells } = await openConduct();
    await user.clear(cells[1]);
    await user.type(cells[1], 'n');
    await confirmSave(user);
    expect(await screen.findByText('Someone else saved conduct grades of this class after you opened it.')).toBeInTheDocument();
    expect(cells[1]).toHaveValue('n');
    await user.click(screen.getByRole('button', { name: 'Reload saved conduct grades' }));
    await waitFor(() => expect(screen.queryByText(/Someone else saved conduct/)).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Conduct of Primary 5 Courage, term 2' });
    expect(within(table).getAllByRole('textbox')[1]).toHaveValue('n');
  });

  it('restores a draft and opens on a linked student', async () => {
    const first = await openConduct();
    const typed = first.cells[0].value === 'M' ? 'N' : 'M';
    await first.user.clear(first.cells[0]);
    await first.user.type(first.cells[0], typed);
    const id = (first.cells[3 * first.width].closest('tr') as HTMLElement).id;
    first.unmount();
    first.unregister();

    const { cells, width } = await openConduct(2, `#${id}`);
    expect(cells[0]).toHaveValue(typed);
    expect(screen.getByText(/1 unsaved grade from your last visit was restored/)).toBeInTheDocument();
    await waitFor(() => expect(cells[3 * width]).toHaveFocus());
  });
});
