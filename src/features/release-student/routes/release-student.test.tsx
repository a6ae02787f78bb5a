import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDemoNow } from '@/mocks/clock';
import { formatDate } from '@/lib/format-date';
import { call, getJson, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };
const rowOf = (collector: string) => screen.getByText(collector).closest('tr') as HTMLTableRowElement;

// Noon today, so the release time and the attendance rule (cut-off 11:00) give one answer whenever the suite runs.
beforeEach(() => setDemoNow(`${format(new Date(), 'yyyy-MM-dd')}T12:00:00`));
afterEach(() => {
  setDemoNow(null);
  vi.restoreAllMocks();
});

describe('Release student', () => {
  it('approves then releases a student with confirmation, showing the chain; a released student cannot be released again', async () => {
    const { user } = await renderApp({ user: 'principal', url: '/release-student' });
    expect(await screen.findByText('Hendra Gunawan (Uncle)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Release Student' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(9);

    const row = rowOf('Hendra Gunawan (Uncle)');
    const student = within(row).getByRole('rowheader').querySelector('.fw-semibold')?.textContent ?? '';
    expect(row).toHaveTextContent('SIM SIM-88120345');
    await user.click(within(row).getByRole('button', { name: `Approve ${student}` }));
    const approve = await screen.findByRole('dialog');
    expect(approve).toHaveTextContent(`Approve Hendra Gunawan (Uncle, SIM SIM-88120345) collecting ${student}?`);
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(
      () =>
        expect(
          within(rowOf('Hendra Gunawan (Uncle)')).getByText('Approved', { selector: '.badge' }),
        ).toBeInTheDocument(),
      SLOW,
    );

    await user.click(within(rowOf('Hendra Gunawan (Uncle)')).getByRole('button', { name: `Release ${student}` }));
    const release = await screen.findByRole('dialog');
    expect(release).toHaveTextContent(`Release ${student} to Hendra Gunawan now?`);
    await user.click(within(release).getByRole('button', { name: 'Release' }));
    await waitFor(
      () =>
        expect(
          within(rowOf('Hendra Gunawan (Uncle)')).getByRole('button', { name: `Released: ${student}` }),
        ).toBeDisabled(),
      SLOW,
    );
    const chain = within(rowOf('Hendra Gunawan (Uncle)')).getByRole('list', { name: `Chain of ${student}’s request` });
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Requested 11:00 · School office',
      'Approved 12:00 · Mdm Siti Rahmah',
      'Released 12:00 · Mdm Siti Rahmah',
    ]);
    expect(rowOf('Hendra Gunawan (Uncle)')).toHaveTextContent('PresentEarly release at 12:00.');
    expect(
      within(rowOf('Hendra Gunawan (Uncle)')).queryByRole('button', { name: /^Release / }),
    ).not.toBeInTheDocument();
  });

  it('filters by state and class, and exports the day’s log as CSV', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:log');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await renderApp({ user: 'principal', url: '/release-student' });
    await screen.findByText('Rina Wijaya (Mother)', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('State'), 'Released');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByText('Rina Wijaya (Mother)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'Requested');
    await screen.findByText('Rina Wijaya (Mother)');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const className =
      within(rowOf('Rina Wijaya (Mother)')).getByRole('rowheader').querySelector('.small')?.textContent ?? '';
    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await user.selectOptions(screen.getByLabelText('Class'), className);
    const classes = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.small')?.textContent);
    await waitFor(() => expect(new Set(classes())).toEqual(new Set([className])));
    expect(screen.getByText('Rina Wijaya (Mother)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const blob = created.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    const text = await (blob as Blob).text();
    expect(text).toContain('Date,Pick-up time,Student,Class,Reason,Collector,Relationship,ID type,ID number,State');
    expect(text.split('\r\n')).toHaveLength(9);
    expect(text).toContain('Released at 10:30, before 11:00: excused absence.');
  });

  it('opens a request’s history from its row: who approved it, from which state to which', async () => {
    const principal = await signIn('principal');
    const { body } = await getJson<{ data: Array<{ id: string; collectorName: string; date: string; student: { fullName: string } }> }>('/student-pick-up-requests', principal);
    const request = body.data.find((row) => row.collectorName === 'Hendra Gunawan')!;
    const approved = await call(`/student-pick-up-requests/${request.id}/transitions`, { method: 'POST', token: principal, json: { action: 'approve' } });
    expect(approved.status).toBe(200);

    const { user } = await renderApp({ user: 'homeroom', url: '/release-student' });
    const title = `Pick-up · ${request.student.fullName} · ${formatDate(request.date)}`;
    await user.click(await screen.findByRole('button', { name: `History of ${title}` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: `History of ${title}` });
    const entry = (await within(dialog).findAllByRole('listitem')).find((item) => item.classList.contains('record-history-entry'));
    expect(entry).toHaveTextContent('Mdm Siti Rahmah');
    expect(entry).toHaveTextContent('State: Requested → Approved');
  });

  it('keeps the page from accounts without view on StudentPickUpRequest', async () => {
    await renderApp({ user: 'teacher', url: '/release-student' });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).not.toHaveTextContent('Release Student');
  });
});
