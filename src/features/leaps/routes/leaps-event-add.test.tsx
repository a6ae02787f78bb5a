import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sharedRootKey } from '@/lib/query-keys';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };
const HOMEROOM_CLASS = 'cy-primary-5-courage';

async function pickStudent(user: UserEvent, fullName: string) {
  const box = screen.getByRole('combobox', { name: 'Add students' });
  await user.click(box);
  await user.type(box, fullName);
  await user.click(await screen.findByRole('option', { name: fullName }, SLOW));
  await user.keyboard('{Escape}');
}

async function fillEvent(user: UserEvent, name: string) {
  await user.type(await screen.findByLabelText('Event name', undefined, SLOW), name);
  await user.selectOptions(screen.getByLabelText('Domain'), 'achievement');
  await user.selectOptions(screen.getByLabelText('Level'), 'Level 3 – National');
  const date = screen.getByLabelText('Date');
  await user.type(date, '02/11/2026');
  await user.tab();
}

// The first test of a file also loads the lazy screens: a busy machine needs more than the default.
describe('/leaps/add', { timeout: 30_000 }, () => {
  it('names every missing field on submit, and refreshes the message as the field is fixed', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/leaps/add' });
    await user.click(await screen.findByRole('button', { name: 'Save event' }, SLOW));
    expect(await screen.findByText('Enter the event’s name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a domain.')).toBeInTheDocument();
    expect(screen.getByText('Choose a level from 1 to 4.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date of the event.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one student.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Event name'), 'Zonal swimming meet');
    await waitFor(() => expect(screen.queryByText('Enter the event’s name.')).not.toBeInTheDocument());
  });

  it('shows a 422 at the student it names and keeps everything typed; then saves and opens the event', async () => {
    const student = db.students.filter((row) => row.classYearId === HOMEROOM_CLASS)[0]!;
    const { user, router, queryClient } = await renderApp({ user: 'homeroom', url: '/leaps/add' });
    const reportKey = [...sharedRootKey('classReports'), HOMEROOM_CLASS, 4, 'LEAPS'];
    queryClient.setQueryData(reportKey, { cached: true });
    await fillEvent(user, 'Zonal swimming meet');
    await pickStudent(user, student.fullName);
    const chosen = screen.getByRole('table', { name: 'Chosen students' });
    await user.type(within(chosen).getByLabelText(`Role of ${student.fullName}`), 'Relay team');
    server.use(
      http.post(
        '*/api/leaps-events',
        () =>
          HttpResponse.json(
            {
              message: 'This student is not in a class you keep LEAPS records for.',
              errors: { 'students.0.studentId': 'This student is not in a class you keep LEAPS records for.' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    expect(
      await within(chosen).findByText('This student is not in a class you keep LEAPS records for.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Event name')).toHaveValue('Zonal swimming meet');
    expect(within(chosen).getByLabelText(`Role of ${student.fullName}`)).toHaveValue('Relay team');
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/leaps\/le-/), SLOW);
    expect(await screen.findByRole('heading', { name: 'Zonal swimming meet', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Relay team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: student.fullName })).toHaveAttribute('href', `/classrooms/${HOMEROOM_CLASS}/${student.id}`);
    // The next LEAPS report is built afresh, with this event.
    expect(queryClient.getQueryState(reportKey)?.isInvalidated).toBe(true);
  });

  it('puts the backend’s 422 on the date it names', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/leaps/add' });
    await user.type(await screen.findByLabelText('Event name', undefined, SLOW), 'Old record');
    await user.selectOptions(screen.getByLabelText('Domain'), 'service');
    await user.selectOptions(screen.getByLabelText('Level'), 'Level 1 – Class');
    await user.type(screen.getByLabelText('Date'), '02/11/2019');
    await user.tab();
    await pickStudent(user, db.students.filter((row) => row.classYearId === HOMEROOM_CLASS)[3]!.fullName);
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    expect(
      await screen.findByText('The date is outside the school’s academic years.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('02/11/2019');
  });

  it('restores an unsaved event from the browser', async () => {
    window.localStorage.setItem(
      'leaps-event-draft:v1:u-homeroom:new',
      JSON.stringify({
        version: null,
        values: { name: 'Beach clean-up', domain: 'service', level: 2, date: '', description: '', students: [] },
        names: {},
      }),
    );
    await renderApp({ user: 'homeroom', url: '/leaps/add' });
    expect(
      await screen.findByText(
        'Your unsaved changes to this LEAPS event were restored from this browser.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Event name')).toHaveValue('Beach clean-up');
    expect(screen.getByLabelText('Level')).toHaveDisplayValue('Level 2 – School');
  });

  it('loses nothing when the session ends on save: the form stays with a sign-in in place, the draft in the browser', async () => {
    const { user, router, unregister } = await renderApp({ user: 'homeroom', url: '/leaps/add' });
    try {
      await fillEvent(user, 'Community food drive');
      await pickStudent(user, db.students.filter((row) => row.classYearId === HOMEROOM_CLASS)[1]!.fullName);
      await waitFor(
        () =>
          expect(window.localStorage.getItem('leaps-event-draft:v1:u-homeroom:new')).toContain('Community food drive'),
        SLOW,
      );
      server.use(
        http.post('*/api/leaps-events', () =>
          HttpResponse.json({ message: 'Please sign in to continue' }, { status: 401 }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save event' }));
      expect(await screen.findByRole('dialog', { name: 'Your session has ended' }, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/leaps/add');
      expect(screen.getByLabelText('Event name')).toHaveValue('Community food drive');
      expect(window.localStorage.getItem('leaps-event-draft:v1:u-homeroom:new')).toContain('Community food drive');
    } finally {
      unregister();
    }
  });
});
