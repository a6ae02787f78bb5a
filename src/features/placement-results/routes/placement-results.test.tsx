import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const NOT_PRINCIPAL = "You're not authorized to edit this page because you're not the current academic year's principal.";
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowCheckboxes = () => bodyRows().map((row) => within(row).getByRole('checkbox'));

async function openList(url = '/placement-test-results') {
  const app = await renderApp({ user: 'principal', url });
  await screen.findByRole('heading', { name: 'Placement Test Results', level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(bodyRows()).toHaveLength(5), { timeout: 5000 });
  return app;
}

describe('Placement Test Results list', () => {
  it('shows the ten columns in order, five rows, badges and "-" for empty values', async () => {
    await openList('/placement-test-results?sortBy=-interviewScore');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').slice(1).map((cell) => cell.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual(['Academic Year', 'Branch', 'Programme', 'Level', 'Student', 'Test Score', 'Test Remark', 'Interview Score', 'Interview Remark', 'Status']);
    expect(within(screen.getByRole('columnheader', { name: 'Test Remark' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Interview Remark' })).queryByRole('button')).toBeNull();
    // Descending puts results without an interview score first: their interview cells show '-'.
    const first = within(bodyRows()[0]!).getAllByRole('cell');
    expect(first[1]).toHaveTextContent('2026/2027');
    expect(first[2]).toHaveTextContent('Orchard Campus');
    expect(first[8]).toHaveTextContent('-');
    expect(screen.getByRole('button', { name: 'Add/Edit Result' })).toBeInTheDocument();
  });

  it('says each programme\'s type and the admission each status leads to in spec §3\'s words (issue 21 §20)', async () => {
    const { user } = await openList();
    const programmeCells = bodyRows().map((row) => within(row).getAllByRole('cell')[3]!);
    expect(programmeCells.every((cell) => /(Academics|Non-Academics)$/.test(cell.textContent ?? ''))).toBe(true);
    expect(document.body.textContent).not.toMatch(/NONACADEMIC|ACADEMIC\b/);

    await user.selectOptions(screen.getByLabelText('Status'), 'ACCEPT');
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('Admission: Admitted'))).toBe(true), { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'REJECT');
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('Admission: Not Admitted'))).toBe(true), { timeout: 5000 });

    await user.click(screen.getByRole('combobox', { name: 'Programme' }));
    expect(await screen.findByRole('option', { name: /Early Years Programme.*Non-Academics/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Accelerated Programme.*Academics/ })).toBeInTheDocument();
  });

  it('asks the backend for an offered page size only, even when the URL asks for more (issue 21 §18)', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/placement-test-results')) asked.push(url.searchParams.get('pageSize') ?? '');
    };
    server.events.on('request:start', listen);
    try {
      await renderApp({ user: 'principal', url: '/placement-test-results?pageSize=999999' });
      await waitFor(() => expect(bodyRows()).toHaveLength(5), { timeout: 5000 });
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((size) => size === '5')).toBe(true);
  });

  it('offers the five Add/Edit Result links', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Result' }));
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/placement-test-results/add'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Subject Test Result', '/placement-test-results/add?resultType=test'],
      ['Observation Result', '/placement-test-results/add?resultType=observation'],
      ['Interview Result', '/placement-test-results/add?resultType=interview'],
      ['Report Card Result', '/placement-test-results/add?resultType=reportCard'],
      ['Final Result', '/placement-test-results/add?resultType=final'],
    ]);
  });

  it('sorts on the server by column, "-" when descending, and filters by Status', async () => {
    const { user, router } = await openList();
    await user.click(within(screen.getByRole('columnheader', { name: /Student/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=studentFullName'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Student/ })).toHaveAttribute('aria-sort', 'ascending'), { timeout: 5000 });
    await user.click(within(screen.getByRole('columnheader', { name: /Student/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=-studentFullName'));
    const names = db.placementTestResults.all()
      .filter((row) => db.studentAdmissions.get(row.studentAdmissionId)?.branchId === 'br-1')
      .map((row) => db.applicants.get(row.studentId)!.fullName)
      .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }));
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[5]).toHaveTextContent(names[0]!), { timeout: 5000 });

    await user.selectOptions(screen.getByLabelText('Status'), 'REJECT');
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('Reject'))).toBe(true));
    expect(within(bodyRows()[0]!).getByText('Reject')).toHaveClass('bg-danger');
    await user.selectOptions(screen.getByLabelText('Status'), 'ACCEPT');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Accept')).toHaveClass('bg-success'));
    await user.selectOptions(screen.getByLabelText('Status'), 'WITHDRAWN');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Withdrawn')).toHaveClass('bg-warning'));
    await user.selectOptions(screen.getByLabelText('Status'), 'WAITING');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Waiting')).toHaveClass('bg-secondary'));
  });

  it('finalizes a fully graded selection after confirmation, then clears it', async () => {
    const { user } = await openList('/placement-test-results?sortBy=interviewScore');
    const [first, second] = rowCheckboxes();
    await user.click(first!);
    await user.click(second!);
    const bar = screen.getByRole('region', { name: 'Bulk finalize' });
    expect(within(bar).getByText('2 student(s)')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Set' })).toBeNull();
    await user.selectOptions(within(bar).getByLabelText('Set status to'), 'ACCEPT');
    await user.click(within(bar).getByRole('button', { name: 'Set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize placement tests' });
    expect(dialog).toHaveTextContent('Set 2 students to Accept?');
    let requests = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/placement-test-results/bulk')) requests += 1;
    };
    server.events.on('request:start', count);
    const confirm = within(dialog).getByRole('button', { name: 'Set' });
    await user.dblClick(confirm);
    expect(await screen.findByText('Successfully Finalized Placement Test!')).toBeInTheDocument();
    expect(requests).toBe(1);
    server.events.removeListener('request:start', count);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk finalize' })).toBeNull());
    expect(rowCheckboxes().every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(db.placementTestResults.all().filter((row) => row.ptResultStatus === 'ACCEPT').length).toBeGreaterThanOrEqual(2);
  });

  it('warns instead of offering Set when a selected result is not fully graded', async () => {
    const { user } = await openList('/placement-test-results?sortBy=-interviewScore');
    await user.click(rowCheckboxes()[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk finalize' });
    await user.selectOptions(within(bar).getByLabelText('Set status to'), 'REJECT');
    expect(within(bar).getByText('Some selected placement test has not been fully graded!')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Set' })).toBeNull();
  });

  it('keeps the selection and shows the error when finalizing fails', async () => {
    const { user } = await openList('/placement-test-results?sortBy=interviewScore');
    server.use(http.post('*/api/placement-test-results/bulk', () => HttpResponse.json({ message: 'Database is read-only right now.' }, { status: 500 })));
    await user.click(rowCheckboxes()[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk finalize' });
    await user.selectOptions(within(bar).getByLabelText('Set status to'), 'WAITING');
    await user.click(within(bar).getByRole('button', { name: 'Set' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Database is read-only right now.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Bulk finalize' })).toHaveTextContent('1 student(s)');
    expect((rowCheckboxes()[0] as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server refusal when the list answers 403', async () => {
    server.use(http.get('*/api/placement-test-results', () => HttpResponse.json({ message: NOT_PRINCIPAL }, { status: 403 })));
    await renderApp({ user: 'principal', url: '/placement-test-results' });
    expect((await screen.findAllByText(NOT_PRINCIPAL)).length).toBeGreaterThan(0);
  });

  it('tells a non-principal why, shows nothing else and never asks for the results', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/placement-test-results')) asked.push(request.url);
    };
    server.events.on('request:start', record);
    await renderApp({ user: 'homeroom', url: '/placement-test-results' });
    expect(await screen.findByText(NOT_PRINCIPAL, {}, { timeout: 5000 })).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add/Edit Result' })).toBeNull();
  });
});
