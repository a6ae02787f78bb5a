import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, waitForPath, waitForShell } from '../render-app';

describe('sign-in', () => {
  it('sends a logged-out deep link to /login with nextUrl, and back there after login', async () => {
    const { router, user } = await renderApp({ url: '/profile?tab=password' });
    await waitForPath(router, '/login');
    expect(router.state.location.search).toBe(`?nextUrl=${encodeURIComponent('/profile?tab=password')}`);

    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitForPath(router, '/profile');
    expect(router.state.location.search).toBe('?tab=password');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('shows the loading state, not a blank page, while the portal opens after Log in', async () => {
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      releaseSession = resolve;
    });
    server.use(
      http.get('*/api/me', async () => {
        await sessionHeld;
        // Nothing returned: the demo backend's own handler answers.
      }),
    );
    const { router, user } = await renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Opening the portal…')).toBeInTheDocument();
    releaseSession();
    await waitForPath(router, '/landing');
    await waitForShell();
    expect(screen.queryByText('Opening the portal…')).not.toBeInTheDocument();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the open-redirect attempt %s and goes to /landing',
    async (nextUrl) => {
      const { router, user } = await renderApp({ url: `/login?nextUrl=${encodeURIComponent(nextUrl)}` });
      await user.type(await screen.findByLabelText('Username'), 'teacher');
      await user.type(screen.getByLabelText('Password'), 'Demo@2026');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitForPath(router, '/landing');
    },
  );

  // Issue 8, item 2: dot segments that normalise to "//evil.example" once resolved.
  it.each(['nextUrl=/.//evil.example', 'nextUrl=/x/..//evil.example', 'nextUrl=%2Fa%2F..%2F%2Fevil.example'])(
    'signs in and goes to /landing for the dot-segment address %s',
    async (query) => {
      const { router, user } = await renderApp({ url: `/login?${query}` });
      await user.type(await screen.findByLabelText('Username'), 'teacher');
      await user.type(screen.getByLabelText('Password'), 'Demo@2026');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitForPath(router, '/landing');
      await waitForShell();
    },
  );

  it('sends a signed-in user who opens /login with a dot-segment nextUrl to /landing', async () => {
    const { router } = await renderApp({
      user: 'teacher',
      url: '/login?nextUrl=/.//evil.example',
    });
    await waitForPath(router, '/landing');
    await waitForShell();
  });

  it("shows the server's message for wrong credentials and keeps what was typed", async () => {
    const { user } = await renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText('Username')).toHaveValue('teacher');
  });

  // Issue 8, item 3: the backend throttles sign-in per username with 429 and Retry-After (seconds).
  it('says clearly when there were too many attempts, and when to try again', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '840' } }),
      ),
    );
    const { user } = await renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 14 minutes.');
    expect(screen.getByLabelText('Username')).toHaveValue('teacher');
  });

  it('says clearly when the network is down', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user } = await renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server. Check your connection and try again.');
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = await renderApp({ url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('lists the demo accounts and fills the form from one', async () => {
    const { user, router } = await renderApp({ url: '/login' });
    const table = await screen.findByRole('table');
    for (const username of ['principal', 'homeroom', 'teacher', 'newcomer']) {
      expect(within(table).getByText(username)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Use the homeroom account' }));
    expect(screen.getByLabelText('Username')).toHaveValue('homeroom');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitForPath(router, '/landing');
    await waitForShell();
  });
});
