import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };
const HOMEROOM_CLASS = 'cy-primary-5-courage';

const cellsOf = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');

// The first test of a file also loads the lazy screens: a busy machine needs more than the default.
describe('/leaps', { timeout: 30_000 }, () => {
  it('lists the homeroom teacher’s LEAPS events newest first, with an Add button', async () => {
    await renderApp({ user: 'homeroom', url: '/leaps' });
    const table = await screen.findByRole('table', { name: 'LEAPS events' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), SLOW);
    const dates = cellsOf(table, 3).map((text) => Date.parse(text));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(screen.getByRole('link', { name: 'Add LEAPS event' })).toHaveAttribute('href', '/leaps/add');
  });

  it('filters by domain and class in the URL, and shows the class’s attainment per student', async () => {
    const { user, router } = await renderApp({ user: 'homeroom', url: `/leaps?classYearId=${HOMEROOM_CLASS}` });
    const table = await screen.findByRole('table', { name: 'LEAPS events' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Domain'), 'service');
    await waitFor(() => expect(router.state.location.search).toContain('domain=service'), SLOW);
    await waitFor(() => expect(new Set(cellsOf(table, 1))).toEqual(new Set(['Service'])), SLOW);
    const summary = await screen.findByRole('region', { name: /Attainment of Primary 5 Courage, 2026\/2027/ }, SLOW);
    const students = db.students.filter((student) => student.classYearId === HOMEROOM_CLASS).length;
    await waitFor(() => expect(within(summary).getAllByRole('row')).toHaveLength(students + 1), SLOW);
    expect(within(summary).getByRole('columnheader', { name: 'Leadership' })).toBeInTheDocument();
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    await renderApp({ user: 'homeroom', url: '/leaps?search=zzzz-no-such-event' });
    expect(await screen.findByText('No LEAPS events match these filters.', undefined, SLOW)).toBeInTheDocument();
    server.use(http.get('*/api/leaps-events', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })));
    await renderApp({ user: 'homeroom', url: '/leaps?domain=achievement' });
    expect(await screen.findByRole('button', { name: /Retry/ }, SLOW)).toBeInTheDocument();
  });

  it('offers no Add to a user who may view but not create LEAPS events', async () => {
    const homeroom = db.users.get('u-homeroom')!;
    db.users.update(homeroom.id, {
      permissions: homeroom.permissions.filter(
        (permission) => !(permission.subject === 'LeapsEvent' && permission.action !== 'view'),
      ),
    });
    await renderApp({ user: 'homeroom', url: '/leaps' });
    await screen.findByRole('table', { name: 'LEAPS events' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Add LEAPS event' })).not.toBeInTheDocument();
  });
});
