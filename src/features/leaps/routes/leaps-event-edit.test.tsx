import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, getJson, signIn } from '@/mocks/test-client';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };
const STALE = 'This LEAPS event was changed by someone else. Reload it to see their changes.';

/** An event of the homeroom teacher's own class only, so every student on it is theirs. */
function homeroomEvent() {
  return db.leapsEvents.find((event) => event.id.startsWith('le-primary-5-courage-2026-'))!;
}

// The first test of a file also loads the lazy screens: a busy machine needs more than the default.
describe('/leaps/{leapsEventId}/edit', { timeout: 30_000 }, () => {
  it('keeps what was typed on a stale save (409), then saves it over the other change with “Keep mine”', async () => {
    const event = homeroomEvent();
    const { user, router } = await renderApp({ user: 'homeroom', url: `/leaps/${event.id}/edit` });
    const name = await screen.findByLabelText('Event name', undefined, SLOW);
    expect(name).toHaveValue(event.name);
    // Someone else saves first: the version this page read is now stale.
    db.leapsEvents.update(event.id, { name: 'Changed elsewhere', version: event.version + 1 });
    await user.clear(name);
    await user.type(name, 'Renamed by me');
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    expect(
      await screen.findByText('Someone else changed this LEAPS event while you were editing it.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Event name')).toHaveValue('Renamed by me');
    await waitFor(() =>
      expect(window.localStorage.getItem(`leaps-event-draft:v1:u-homeroom:${event.id}`)).toContain('Renamed by me'),
    );

    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Someone else changed this LEAPS event while you were editing it.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leaps/${event.id}`), SLOW);
    expect(await screen.findByRole('heading', { name: 'Renamed by me', level: 1 }, SLOW)).toBeInTheDocument();
    expect(db.leapsEvents.get(event.id)).toMatchObject({ name: 'Renamed by me', version: event.version + 2 });
    expect(window.localStorage.getItem(`leaps-event-draft:v1:u-homeroom:${event.id}`)).toBeNull();
  });

  it('loads the other change instead when asked', async () => {
    const event = homeroomEvent();
    server.use(
      http.put('*/api/leaps-events/:id', () => HttpResponse.json({ message: STALE }, { status: 409 }), { once: true }),
    );
    const { user } = await renderApp({ user: 'homeroom', url: `/leaps/${event.id}/edit` });
    const name = await screen.findByLabelText('Event name', undefined, SLOW);
    db.leapsEvents.update(event.id, { name: 'Changed elsewhere', version: event.version + 1 });
    await user.type(name, ' (edited)');
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    await user.click(await screen.findByRole('button', { name: 'Load their changes' }, SLOW));
    await waitFor(() => expect(screen.getByLabelText('Event name')).toHaveValue('Changed elsewhere'), SLOW);
  });

  it('asks before leaving with unsaved changes', async () => {
    const event = homeroomEvent();
    const { user, router } = await renderApp({ user: 'homeroom', url: `/leaps/${event.id}/edit` });
    await user.type(await screen.findByLabelText('Event name', undefined, SLOW), ' (draft)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your LEAPS event stays as a draft in this browser until you save it.');
    expect(router.state.location.pathname).toBe(`/leaps/${event.id}/edit`);
  });

  it('opens the event’s history from its page: the homeroom teacher’s rename, before → after, read by the principal', async () => {
    const event = homeroomEvent();
    const token = await signIn('homeroom');
    const { body } = await getJson<LeapsEvent>(`/leaps-events/${event.id}`, token);
    const students = body.students.map((student) => ({ studentId: student.id, role: student.role ?? '', level: student.level }));
    const json = { name: 'Renamed through the API', domain: body.domain, level: body.level, date: body.date, description: body.description, students, version: body.version };
    expect((await call(`/leaps-events/${event.id}`, { method: 'PUT', token, json })).status).toBe(200);

    const { user } = await renderApp({ user: 'principal', url: `/leaps/${event.id}` });
    await user.click(await screen.findByRole('button', { name: 'History of Renamed through the API' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'History of Renamed through the API' });
    const change = await within(dialog).findByText(`Name: ${event.name} → Renamed through the API`, {}, SLOW);
    expect(change.closest('.record-history-entry')).toHaveTextContent('Mr Daniel Tan');
  });

  it('asks before deleting on the event page, then goes back to the list', async () => {
    const event = homeroomEvent();
    const { user, router } = await renderApp({ user: 'homeroom', url: `/leaps/${event.id}` });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this LEAPS event?' });
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).find((button) => dialog.contains(button))!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaps'), SLOW);
    expect(db.leapsEvents.get(event.id)).toBeUndefined();
  });
});
