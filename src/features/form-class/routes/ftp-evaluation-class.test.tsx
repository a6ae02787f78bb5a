import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { db } from '@/mocks/db';
import { bumpVersion } from '@/mocks/form-class/versions';
import { writeYearRecord } from '@/mocks/form-class/writes';
import { server } from '@/mocks/node';
import { renderApp, waitForPath } from '../../../../tests/render-app';

const CLASS = 'cy-primary-5-courage';
const YEAR = 'ay-2026';
const URL = `/ftp-evaluation/${CLASS}/${YEAR}`;
const draftKey = entryDraftKey({ userId: 'u-homeroom', screen: 'ftp-evaluation', scope: `${CLASS}:${YEAR}` });

async function openGrid(url = URL) {
  const app = await renderApp({ user: 'homeroom', url });
  const table = await screen.findByRole('table', { name: 'FTP evaluation of Primary 5 Courage, 2026/2027' }, { timeout: 8000 });
  const cells = within(table).getAllByRole('textbox') as HTMLInputElement[];
  const areas = within(table).getAllByRole('columnheader').slice(2).map((header) => header.textContent ?? '');
  return { ...app, table, cells, areas, width: areas.length };
}

const other = (value: string, options = ['N', 'E', 'F', 'C']) => options.find((letter) => letter !== value.toUpperCase()) ?? 'N';

async function confirmSave(user: Awaited<ReturnType<typeof openGrid>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save FTP evaluation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save FTP evaluation?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

/** Another save of the first student's evaluation, as if from another tab: the grid's version is now stale. */
function someoneElseSaves(studentId: string) {
  writeYearRecord(studentId, YEAR, { observations: ['CONSISTENTLY_OBSERVED', 'CONSISTENTLY_OBSERVED', null, null, null] });
  const principal = db.users.get('u-principal');
  if (!principal) throw new Error('no principal account');
  bumpVersion('ftpEvaluation', studentId, YEAR, null, principal);
}

describe('FTP evaluation grid', () => {
  it('opens from the completion view, with the legend of spec §3 and the school’s observation areas', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: `/form-class-completion/${CLASS}/${YEAR}?term=2` });
    await user.click(await screen.findByRole('link', { name: 'FTP evaluation' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'FTP evaluation of Primary 5 Courage, 2026/2027' }, { timeout: 8000 });
    const legend = screen.getByRole('list', { name: 'Observation level legend' });
    for (const text of ['N – Need Assistance', 'E – Emerging', 'F – Frequently Observed', 'C – Consistently Observed']) {
      expect(legend).toHaveTextContent(text);
    }
    expect(within(table).getByRole('columnheader', { name: 'Self-awareness' })).toBeInTheDocument();
  });

  it('takes letters typed or pasted, names each level, flags anything else, and saves only the changed students', async () => {
    const bodies: { entries: { studentId: string; levels: (string | null)[]; version: number }[] }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/ftp-evaluation')) bodies.push(await request.clone().json());
    });
    const { user, cells, width } = await openGrid();
    await user.clear(cells[0]);
    await user.type(cells[0], 'n{Enter}');
    expect(cells[width]).toHaveFocus();
    expect(within(cells[0].closest('td') as HTMLElement).getByText('Need Assistance')).toBeInTheDocument();
    await user.clear(cells[width]);
    await user.type(cells[width], 'x');
    expect(cells[width]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix 1 level that is not N, E, F or C before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save FTP evaluation' })).toBeDisabled();

    // A column copied from a spreadsheet, by level names, over the bad value and the next student.
    fireEvent.paste(cells[width], {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'Emerging\nconsistently observed\n' : '') },
    });
    expect(cells[width]).toHaveValue('Emerging');
    expect(within(cells[2 * width].closest('td') as HTMLElement).getByText('Consistently Observed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save FTP evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save FTP evaluation?' });
    expect(dialog).toHaveTextContent(/Save \d changed levels? of \d students? of Primary 5 Courage, 2026\/2027\?/);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FTP evaluation saved.')).toBeInTheDocument();
    server.events.removeAllListeners();

    expect(bodies).toHaveLength(1);
    const entries = bodies[0]?.entries ?? [];
    expect(entries.map((entry) => entry.levels[0])).toEqual(
      ['NEED_ASSISTANCE', 'EMERGING', 'CONSISTENTLY_OBSERVED'].slice(0, entries.length),
    );
    expect(entries.every((entry) => entry.levels.length === width && entry.version === 0)).toBe(true);
    expect(readEntryDraft(draftKey)).toBeNull();
  });

  it('shows a 422 on the student’s row and keeps the typed levels', async () => {
    server.use(
      http.put('*/api/class-years/:classYearId/ftp-evaluation', () =>
        HttpResponse.json({ message: 'Refused.', errors: { 'entries.0.levels.0': 'Level must be one of the four.' } }, { status: 422 }),
      ),
    );
    const { user, cells, width } = await openGrid();
    const typed = other(cells[width].value);
    await user.clear(cells[width]);
    await user.type(cells[width], typed);
    await confirmSave(user);
    const row = cells[width].closest('tr') as HTMLElement;
    expect(await within(row).findByText('Level must be one of the four.')).toBeInTheDocument();
    expect(cells[width]).toHaveValue(typed);
  });

  it('on a 409 names the student; "Load theirs" loads the other save for that student and keeps the rest', async () => {
    const { user, cells, width } = await openGrid();
    const firstId = (cells[0].closest('tr') as HTMLElement).id.replace(/^student-/, '');
    const firstName = within(cells[0].closest('tr') as HTMLElement).getByRole('rowheader').textContent ?? '';
    const mine = other(cells[0].value, ['N', 'E']);
    const secondTyped = other(cells[width].value);
    await user.clear(cells[0]);
    await user.type(cells[0], mine);
    await user.clear(cells[width]);
    await user.type(cells[width], secondTyped);
    someoneElseSaves(firstId);
    await confirmSave(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Someone else saved the FTP evaluation of ${firstName} after you opened it.`);
    expect(cells[0]).toHaveValue(mine);
    await user.click(within(alert).getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'FTP evaluation of Primary 5 Courage, 2026/2027' });
    const fresh = within(table).getAllByRole('textbox');
    expect(fresh[0]).toHaveValue('C');
    expect(fresh[width]).toHaveValue(secondTyped);
  });

  it('on a 409 "Keep mine and save again" saves the typed levels over the other save', async () => {
    const { user, cells } = await openGrid();
    const firstId = (cells[0].closest('tr') as HTMLElement).id.replace(/^student-/, '');
    await user.clear(cells[0]);
    await user.type(cells[0], 'e');
    someoneElseSaves(firstId);
    await confirmSave(user);
    await user.click(await screen.findByRole('button', { name: 'Keep mine and save again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save FTP evaluation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FTP evaluation saved.')).toBeInTheDocument();
    expect(db.studentYearRecords.find((row) => row.studentId === firstId && row.academicYearId === YEAR)?.observations[0]).toBe('EMERGING');
  });

  it('is refused for another teacher’s class (403 from the backend) and for a teacher with no homeroom class', async () => {
    const principal = await renderApp({ user: 'principal', url: URL });
    expect(
      await screen.findByText(/Only the form teacher of this class can see or change its form-class records/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    principal.unmount();
    principal.unregister();
    const teacher = await renderApp({ user: 'teacher', url: URL });
    await waitForPath(teacher.router, '/not-authorized');
  });
});
