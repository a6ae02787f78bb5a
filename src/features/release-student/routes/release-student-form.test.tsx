import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 10_000 };
const HOMEROOM_CLASS = 'cy-primary-5-courage';
const rowOf = (collector: string) => screen.getByText(collector).closest('tr') as HTMLTableRowElement;

/** A student of the homeroom teacher's class who has no request in the demo day. */
function freeStudent() {
  const taken = new Set(db.pickUpRequests.all().map((row) => row.studentId));
  return db.students.filter((row) => row.classYearId === HOMEROOM_CLASS).find((row) => !taken.has(row.id))!;
}

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log pick-up request' }, SLOW));
  return screen.getByRole('form', { name: 'Log pick-up request' });
}

async function fillForm(user: UserEvent, fullName: string) {
  const form = screen.getByRole('form', { name: 'Log pick-up request' });
  const box = within(form).getByRole('combobox', { name: 'Student' });
  await user.type(box, fullName);
  // Namesakes exist across classes: the option names the class too.
  const className = db.classYears.get(HOMEROOM_CLASS)!.name;
  await user.click(await screen.findByRole('option', { name: new RegExp(`${fullName}.*${className}`) }, SLOW));
  expect(within(form).getByText(className)).toBeInTheDocument();
  await user.type(within(form).getByLabelText('Collector’s name'), 'Siti Aminah');
  await user.type(within(form).getByLabelText('Relationship'), 'Aunt');
  await user.selectOptions(within(form).getByLabelText('ID type'), 'KITAP');
  await user.type(within(form).getByLabelText('ID number'), 'KP-7788');
  await user.type(within(form).getByLabelText('Expected pick-up time'), '14:45');
  await user.type(within(form).getByLabelText('Reason'), 'Grandmother’s birthday');
}

// Noon today, as in release-student.test.tsx, so the chain's times are known.
beforeEach(() => setDemoNow(`${format(new Date(), 'yyyy-MM-dd')}T12:00:00`));
afterEach(() => setDemoNow(null));

describe('Release student: logging a pick-up request', { timeout: 40_000 }, () => {
  it('names every missing field with the backend’s own messages, then saves; the request is approved and released', async () => {
    const { user } = await renderApp({ user: 'homeroom', url: '/release-student' });
    const form = await openForm(user);
    expect(within(form).getByLabelText('ID type')).toHaveTextContent('KTPSIMPassportNPWPKITASKITAP');
    await user.click(within(form).getByRole('button', { name: 'Save request' }));
    expect(await within(form).findByText('Student is required.')).toBeInTheDocument();
    for (const message of [
      'Collector’s name is required.',
      'Relationship is required.',
      'ID type is required.',
      'ID number is required.',
      'Pick-up time is required.',
      'Reason is required.',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();

    const student = freeStudent();
    await fillForm(user, student.fullName);
    await waitFor(() => expect(within(form).queryByText('Reason is required.')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save request' }));
    await waitFor(
      () => expect(screen.queryByRole('form', { name: 'Log pick-up request' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(await screen.findByText('Pick-up request logged.')).toBeInTheDocument();

    const row = await screen.findByText('Siti Aminah (Aunt)', {}, SLOW);
    expect(row.closest('tr')).toHaveTextContent('Requested');
    expect(row.closest('tr')).toHaveTextContent('KITAP KP-7788');
    await user.click(within(rowOf('Siti Aminah (Aunt)')).getByRole('button', { name: `Approve ${student.fullName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const release = await within(rowOf('Siti Aminah (Aunt)')).findByRole(
      'button',
      { name: `Release ${student.fullName}` },
      SLOW,
    );
    await user.click(release);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release' }));
    await waitFor(
      () =>
        expect(
          within(rowOf('Siti Aminah (Aunt)')).getByRole('button', { name: `Released: ${student.fullName}` }),
        ).toBeDisabled(),
      SLOW,
    );
    const chain = within(rowOf('Siti Aminah (Aunt)')).getByRole('list', {
      name: `Chain of ${student.fullName}’s request`,
    });
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Requested 12:00 · Mr Daniel Tan', 'Approved 12:00 · Mr Daniel Tan', 'Released 12:00 · Mr Daniel Tan']);
  });

  it('shows a 422 on the field it names and keeps what was typed as a draft after the failed save', async () => {
    server.use(
      http.post('*/api/student-pick-up-requests', () =>
        HttpResponse.json(
          { message: 'The data is not valid.', errors: { idNumber: 'This ID number is on the school’s stop list.' } },
          { status: 422 },
        ),
      ),
    );
    const student = freeStudent();
    const first = await renderApp({ user: 'homeroom', url: '/release-student' });
    const form = await openForm(first.user);
    await fillForm(first.user, student.fullName);
    await first.user.click(within(form).getByRole('button', { name: 'Save request' }));
    const message = await within(form).findByText('This ID number is on the school’s stop list.');
    expect(within(form).getByLabelText('ID number')).toHaveAttribute('aria-describedby', message.id);
    expect(within(form).getByLabelText('ID number')).toHaveFocus();
    await waitFor(() =>
      expect(window.localStorage.getItem('release-student-pick-up-draft:v1:u-homeroom')).toContain('KP-7788'),
    );

    first.unmount();
    first.unregister();
    const again = await renderApp({ user: 'homeroom', url: '/release-student' });
    const restored = await screen.findByRole('form', { name: 'Log pick-up request' }, SLOW);
    expect(
      within(restored).getByText('Your unsaved pick-up request was restored from this browser.'),
    ).toBeInTheDocument();
    expect(within(restored).getByLabelText('ID number')).toHaveValue('KP-7788');
    expect(within(restored).getByLabelText('Collector’s name')).toHaveValue('Siti Aminah');
    await waitFor(
      () => expect(within(restored).getByRole('combobox', { name: 'Student' })).toHaveValue(student.fullName),
      SLOW,
    );
    await again.user.click(within(restored).getByRole('button', { name: 'Cancel' }));
    await again.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(window.localStorage.getItem('release-student-pick-up-draft:v1:u-homeroom')).toBeNull());
  });

  it('shows the backend’s 409 (released today) on the student', async () => {
    server.use(
      http.post('*/api/student-pick-up-requests', () =>
        HttpResponse.json({ message: 'This student has already been released.' }, { status: 409 }),
      ),
    );
    const { user } = await renderApp({ user: 'homeroom', url: '/release-student' });
    const form = await openForm(user);
    await fillForm(user, freeStudent().fullName);
    await user.click(within(form).getByRole('button', { name: 'Save request' }));
    const message = await within(form).findByText('This student has already been released.');
    expect(within(form).getByRole('combobox', { name: 'Student' })).toHaveAttribute('aria-describedby', message.id);
  });

  it('sends one request for a double click, with Save disabled while saving', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/student-pick-up-requests', async () => {
        posts += 1;
        await delay(2000);
        return HttpResponse.json({ message: 'Server unavailable.' }, { status: 503 });
      }),
    );
    const { user } = await renderApp({ user: 'homeroom', url: '/release-student' });
    const form = await openForm(user);
    await fillForm(user, freeStudent().fullName);
    await user.dblClick(within(form).getByRole('button', { name: 'Save request' }));
    expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Server unavailable.');
    expect(posts).toBe(1);
    expect(within(form).getByLabelText('Reason')).toHaveValue('Grandmother’s birthday');
  });

  it('withholds approval of another class’s request from the homeroom teacher, saying who approves', async () => {
    await renderApp({ user: 'homeroom', url: '/release-student' });
    await screen.findByText('Hendra Gunawan (Uncle)', {}, SLOW);
    const row = rowOf('Hendra Gunawan (Uncle)');
    const approve = within(row).getByRole('button', { name: /^Approve / });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Only the principal or the form teacher approves');
    expect(within(row).getByRole('button', { name: /^Cancel request / })).toBeEnabled();
  });

  it('logs pick-ups for today or a later day only', async () => {
    await renderApp({ user: 'homeroom', url: '/release-student?date=2026-01-05' });
    const button = await screen.findByRole('button', { name: 'Log pick-up request' }, SLOW);
    expect(button).toBeDisabled();
    expect(screen.getByText('Pick-ups are logged for today or a later day.')).toBeInTheDocument();
  });

  it('offers the form only with create permission on StudentPickUpRequest', async () => {
    const homeroom = db.users.find((row) => row.username === 'homeroom')!;
    db.users.update(homeroom.id, {
      permissions: homeroom.permissions.filter((p) => !(p.subject === 'StudentPickUpRequest' && p.action === 'create')),
    });
    await renderApp({ user: 'homeroom', url: '/release-student' });
    await screen.findByText('Hendra Gunawan (Uncle)', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Log pick-up request' })).not.toBeInTheDocument();
  });

  // Last: the ended session is the tab's state, as in leaps-event-add.test.tsx.
  it('loses nothing when the session ends on save: the form stays with a sign-in in place, the draft in the browser', async () => {
    const { user, router, unregister } = await renderApp({ user: 'homeroom', url: '/release-student' });
    try {
      const form = await openForm(user);
      await fillForm(user, freeStudent().fullName);
      await waitFor(
        () => expect(window.localStorage.getItem('release-student-pick-up-draft:v1:u-homeroom')).toContain('Siti'),
        SLOW,
      );
      server.use(
        http.post('*/api/student-pick-up-requests', () =>
          HttpResponse.json({ message: 'Please sign in to continue' }, { status: 401 }),
        ),
      );
      await user.click(within(form).getByRole('button', { name: 'Save request' }));
      expect(await screen.findByRole('dialog', { name: 'Your session has ended' }, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/release-student');
      expect(within(form).getByLabelText('Collector’s name')).toHaveValue('Siti Aminah');
      expect(window.localStorage.getItem('release-student-pick-up-draft:v1:u-homeroom')).toContain('Siti Aminah');
    } finally {
      unregister();
    }
  });
});
