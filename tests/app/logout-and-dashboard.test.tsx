import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { getAccessToken } from '@/lib/auth-token';
import { renderApp, waitForPath, waitForShell } from '../render-app';

describe('logout', () => {
  it('clears local storage and the session, then shows the login page', async () => {
    const { user, router, queryClient } = await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    window.localStorage.setItem('portal.somethingElse', 'x');
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitForPath(router, '/login');
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('still clears everything and goes to /login when the call fails', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user, router } = await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitForPath(router, '/login');
    expect(getAccessToken()).toBeNull();
  });
});

describe('logout, clicked twice in one tick', () => {
  it('sends one logout call (issue 8, item 6: every mutation is single-flight)', async () => {
    let logouts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/auth/logout')) logouts += 1;
    });
    const { user, router } = await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    const item = screen.getByRole('button', { name: 'Log out' });
    item.click();
    item.click();
    await waitForPath(router, '/login');
    server.events.removeAllListeners();
    expect(logouts).toBe(1);
  });
});

describe('profile menu', () => {
  it("shows the initials of the user's name without the title (Mdm Siti Rahmah → SR, not M)", async () => {
    await renderApp({ user: 'principal', url: '/landing' });
    await waitForShell();
    const toggle = screen.getByRole('button', { name: /Profile menu/ });
    expect(within(toggle).getByText('SR')).toHaveAttribute('aria-hidden', 'true');
    expect(within(toggle).getByText('Mdm Siti Rahmah')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it("shows figures computed by the backend from the user's data", async () => {
    await renderApp({ user: 'principal', url: '/dashboard' });
    const figures = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(figures).getByText('My classes')).toBeInTheDocument();
    expect(within(figures).getByLabelText(/^My students: [1-9]\d*$/)).toBeInTheDocument();
    // Each figure opens the list it counts (issue 21, item 4).
    expect(within(figures).getByRole('link', { name: /^My classes: \d+$/ })).toHaveAttribute('href', '/classrooms');
    expect(within(figures).getByRole('link', { name: /^Submissions waiting for grading: \d+$/ })).toHaveAttribute('href', '/assignments');
    expect(within(figures).getByRole('link', { name: /^Marks missing in term [1-4]: [\d,]+$/ })).toHaveAttribute('href', '/gradebook');
    expect(screen.getByRole('heading', { name: 'This week' })).toBeInTheDocument();
  });

  it('shows the principal what needs them now, each linking to the screen that resolves it', async () => {
    await renderApp({ user: 'principal', url: '/dashboard' });
    const finalize = await screen.findByRole('region', { name: /Placement results to finalize/ });
    const level = within(finalize).getByRole('link', { name: 'Primary 1' });
    expect(level.getAttribute('href')).toMatch(/^\/placement-test-results\/add\?resultType=final&programmeId=[^&]+&masterLevelId=[^&]+$/);
    const marks = screen.getByRole('region', { name: /^Subjects with marks missing in term [1-4]/ });
    const sheets = within(marks).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/gradebook/'));
    expect(sheets).toHaveLength(8);
    expect(sheets[0]!.getAttribute('href')).toMatch(/\?term=[1-4]$/);
    expect(within(marks).getByRole('link', { name: 'open the Gradebook' })).toHaveAttribute('href', '/gradebook');
    const reports = screen.getByRole('region', { name: /Reports ready to print/ });
    expect(within(reports).getByText(/No class has every term [1-4] mark yet; \d+ classes still wait for marks\./)).toBeInTheDocument();
  });

  it("shows a teacher only their subjects' missing marks and their unsaved drafts, not placement work", async () => {
    window.localStorage.setItem('entry-draft:v1:u-teacher:gradebook:sy-any:term-2', JSON.stringify({ a: '12', b: '7' }));
    await renderApp({ user: 'teacher', url: '/dashboard' });
    const drafts = await screen.findByRole('region', { name: /Unsaved drafts/ });
    expect(within(drafts).getByRole('link', { name: 'Gradebook marks' })).toHaveAttribute('href', '/gradebook/sy-any?term=2');
    expect(within(drafts).getByText('2 unsaved cells')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Placement results to finalize/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Reports ready to print/ })).not.toBeInTheDocument();
    const marks = screen.getByRole('region', { name: /^Subjects with marks missing in term [1-4]/ });
    expect(within(marks).getAllByRole('link').length).toBeGreaterThan(0);
    window.localStorage.clear();
  });

  it('shows a clear error with Retry when the backend fails', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ message: 'Figures are being recomputed' }, { status: 500 })));
    await renderApp({ user: 'principal', url: '/dashboard' });
    expect(await screen.findByText('Figures are being recomputed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
