import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { getAccessToken } from '@/lib/auth-token';
import { renderApp, waitForPath, waitForShell } from '../render-app';

describe('routing and guards', () => {
  it('redirects / to /landing and greets the user', async () => {
    const { router } = await renderApp({ user: 'teacher', url: '/' });
    await waitForPath(router, '/landing');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/Good (morning|afternoon|evening), /);
    // The shared page header, as on every other screen: the greeting is its title, the year its description.
    expect(heading.closest('.page-header')).toHaveTextContent(/Academic year \d{4}\/\d{4}\. Where would you like to start\?/);
    // Each tile says in one line what its area is for; outside its menu group it carries its full name.
    const classrooms = screen.getByRole('link', { name: 'Classrooms', description: /^Class lists, student details/ });
    expect(classrooms).toHaveAttribute('href', '/classrooms');
    expect(screen.getByRole('link', { name: 'SVE Assignments', description: /^Set assignments/ })).toHaveAttribute('href', '/sves');
  });

  it.each(['/', '/no/such/page'])('renders an element for every route it matches on the way from %s', async (url) => {
    // The router warns (in development) each time it renders a matched leaf route that has no element.
    const warn = vi.spyOn(console, 'warn');
    const { router } = await renderApp({ user: 'teacher', url });
    await waitForPath(router, url === '/' ? '/landing' : '/404');
    await waitForShell();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/does not have an element/);
    warn.mockRestore();
  });

  it('sends unknown paths to /404', async () => {
    const { router } = await renderApp({ user: 'teacher', url: '/no/such/page' });
    await waitForPath(router, '/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a teacher who is not a homeroom teacher from /remark to /not-authorized', async () => {
    const { router } = await renderApp({ user: 'teacher', url: '/remark' });
    await waitForPath(router, '/not-authorized');
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });

  it('lets a homeroom teacher open /remark', async () => {
    const { router } = await renderApp({ user: 'homeroom', url: '/remark' });
    await waitForPath(router, '/remark');
    expect(await screen.findByRole('heading', { name: 'Remark' })).toBeInTheDocument();
  });

  it('registers every spec route with its guard (a principal can open the LEAPS edit route)', async () => {
    const { router } = await renderApp({ user: 'principal', url: '/leaps/le-1/edit' });
    await waitForPath(router, '/leaps/le-1/edit');
    await waitForShell();
  });

  it('ends the session cleanly on a 401 and comes back after signing in', async () => {
    const { router, user } = await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })));
    await user.click(within(await waitForShell()).getByRole('link', { name: 'Dashboard' }));
    await waitForPath(router, '/login');
    expect(router.state.location.search).toBe('?nextUrl=%2Fdashboard');
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('shows a clear error with Try again when the session cannot load', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    await renderApp({ user: 'teacher', url: '/landing' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains a malformed answer instead of showing a blank screen', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ id: 42 })));
    await renderApp({ user: 'teacher', url: '/landing' });
    expect(await screen.findByText(/The server sent an answer the portal does not understand/)).toBeInTheDocument();
  });
});
