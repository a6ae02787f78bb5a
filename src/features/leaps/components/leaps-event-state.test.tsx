import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

function homeroomEvent() {
  return db.leapsEvents.find((event) => event.id.startsWith('le-primary-5-courage-2026-'))!;
}

/** The event fails to load once, then loads. */
function failOnce() {
  server.use(
    http.get('*/api/leaps-events/:id', () => HttpResponse.json({ message: 'Server down' }, { status: 500 }), {
      once: true,
    }),
  );
}

// The first test of a file also loads the lazy screens: a busy machine needs more than the default.
describe('LeapsEventState', { timeout: 30_000 }, () => {
  it('shows the error under the event page’s title, and the event once Retry loads it', async () => {
    const event = homeroomEvent();
    failOnce();
    const { user } = await renderApp({ user: 'homeroom', url: `/leaps/${event.id}` });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Server down');
    expect(screen.getByRole('heading', { level: 1, name: 'LEAPS event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: event.name }, SLOW)).toBeInTheDocument();
  });

  it('titles the error of the edit page as such', async () => {
    failOnce();
    await renderApp({ user: 'homeroom', url: `/leaps/${homeroomEvent().id}/edit` });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Server down');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit LEAPS event' })).toBeInTheDocument();
  });
});
