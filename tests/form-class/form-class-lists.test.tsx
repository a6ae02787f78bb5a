import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, waitForPath, waitForShell } from '../render-app';

const SLOW = { timeout: 5000 };
const CLASS = 'cy-primary-5-courage';

/** Students of the homeroom class whose remark of the term is blank, read from the demo database. */
function remarksComplete(term: number) {
  const students = db.students.filter((student) => student.classYearId === CLASS);
  const withRemark = students.filter((student) =>
    db.studentTermRecords.find((row) => row.studentId === student.id && row.term === term && row.academicYearId === 'ay-2026')?.remark,
  );
  return `${withRemark.length} of ${students.length} complete`;
}

describe('the form-class lists', () => {
  it('show the homeroom classes by year with the term’s completion, and open the class grid', async () => {
    const { router, user } = await renderApp({ user: 'homeroom', url: '/remark?term=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remark' }, SLOW)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Form classes of 2026/2027' }, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: '2026/2027' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Primary 5 Courage/ });
    expect(within(row).getByText(remarksComplete(2))).toBeInTheDocument();
    expect(within(row).getByText(/\d+ missing/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'What’s missing in Primary 5 Courage, term 2' })).toHaveAttribute(
      'href',
      `/form-class-completion/${CLASS}/ay-2026?term=2`,
    );
    await user.click(within(row).getByRole('link', { name: 'Primary 5 Courage' }));
    await waitForPath(router, `/remark/${CLASS}/ay-2026`);
    expect(router.state.location.search).toBe('?term=2');
  });

  it('keep the term in the URL: another term shows that term’s figures', async () => {
    const { router, user } = await renderApp({ user: 'homeroom', url: '/remark?term=2' });
    await screen.findByRole('table', { name: 'Form classes of 2026/2027' }, SLOW);
    await user.click(screen.getByRole('link', { name: 'Term 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?term=1'));
    expect(await screen.findByText(remarksComplete(1), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Complete in term 1' })).toBeInTheDocument();
  });

  it('count streaming and promotion for the year, and show the principal only their own homeroom class', async () => {
    await renderApp({ user: 'principal', url: '/streaming-and-promotion' });
    const table = await screen.findByRole('table', { name: 'Form classes of 2026/2027' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Decided this year' })).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /Courage$/ }).map((link) => link.textContent)).toEqual(['Primary 4 Courage']);
    expect(within(table).getByRole('link', { name: 'Primary 4 Courage' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/streaming-and-promotion\/cy-primary-4-courage\/ay-2026\?term=[1-4]$/),
    );
  });

  it('say so when the classes cannot be loaded, and load them on Retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/form-class/classes', () => (fail ? HttpResponse.json({ message: 'The server is resting.' }, { status: 500 }) : undefined)),
    );
    const { user } = await renderApp({ user: 'homeroom', url: '/conduct?term=2' });
    expect(await screen.findByText('The server is resting.', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Form classes of 2026/2027' }, SLOW)).toBeInTheDocument();
  });

  it('are not for a teacher without a homeroom class: not authorized, and no Form Class menu group', async () => {
    const { router } = await renderApp({ user: 'teacher', url: '/height-and-weight' });
    await waitForPath(router, '/not-authorized');
    const menu = await waitForShell();
    expect(within(menu).queryByText('Form Class')).not.toBeInTheDocument();
  });
});
