import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, waitForPath, waitForShell } from '../render-app';

async function openProfile() {
  const app = await renderApp({ user: 'teacher', url: '/profile' });
  const form = await screen.findByRole('form', { name: 'Change password' });
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await app.user.type(within(form).getByLabelText('Current password'), current);
    if (next) await app.user.type(within(form).getByLabelText('New password'), next);
    if (confirm) await app.user.type(within(form).getByLabelText('Confirm new password'), confirm);
    await app.user.click(within(form).getByRole('button', { name: 'Update password' }));
  };
  return { ...app, form, fill };
}

describe('change password', () => {
  it('shows the required messages on submit', async () => {
    const { fill } = await openProfile();
    await fill('', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
    ['Welcome@2026', 'You cannot use the default password. Please choose a stronger password.'],
    ['Demo@2026', 'New password must be different from the current password'],
    ['Aa1!    ', 'Password must not start or end with a space'],
    [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters long'],
  ])('explains why %j is refused', async (password, message) => {
    const { fill } = await openProfile();
    await fill('Demo@2026', password, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('requires the confirmation to match, live once touched', async () => {
    const { fill, form, user } = await openProfile();
    await fill('Demo@2026', 'Better#2027', 'Better#2028');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Confirm new password'), '{Backspace}7');
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
  });

  it('scores strength from Very Weak to Strong', async () => {
    const { form, user } = await openProfile();
    const input = within(form).getByLabelText('New password');
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    await user.type(input, 'ab');
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    await user.type(input, 'C');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await user.type(input, '1');
    expect(screen.getByText('Fair')).toBeInTheDocument();
    await user.type(input, '#');
    expect(screen.getByText('Good')).toBeInTheDocument();
    await user.type(input, 'xyz');
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    const { fill } = await openProfile();
    await fill('not-my-password', 'Better#2027', 'Better#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  });

  it('falls back to the spec sentence when the server says nothing', async () => {
    server.use(http.put('*/api/me/password', () => new HttpResponse(null, { status: 500 })));
    const { fill, form } = await openProfile();
    await fill('Demo@2026', 'Better#2027', 'Better#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password. Please try again.');
    expect(within(form).getByLabelText('New password')).toHaveValue('Better#2027');
  });

  // Issue 21 §22: spec §8's order — the server's message, else the error's own message, else the fallback.
  it("shows a network error's own message, the server having said nothing", async () => {
    server.use(http.put('*/api/me/password', () => HttpResponse.error()));
    const { fill } = await openProfile();
    await fill('Demo@2026', 'Better#2027', 'Better#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network Error$/);
  });

  it('on success says so, logs out and goes to /login', async () => {
    const { fill, router } = await openProfile();
    await fill('Demo@2026', 'Better#2027', 'Better#2027');
    expect(
      await screen.findByText('Password updated successfully! Please log in again with your new password.'),
    ).toBeInTheDocument();
    await waitForPath(router, '/login');
  });

  // Issue 8, item 6: three clicks in one tick used to send three changes (200, 200, 422), log out twice
  // and show two toasts.
  it('sends one change for a triple click in one tick: one toast, one logout', async () => {
    const puts: unknown[] = [];
    let logouts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/api/me/password')) puts.push(request.url);
      if (request.method === 'POST' && request.url.endsWith('/api/auth/logout')) logouts += 1;
    });
    const { form, user, router } = await openProfile();
    await user.type(within(form).getByLabelText('Current password'), 'Demo@2026');
    await user.type(within(form).getByLabelText('New password'), 'Better#2027');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Better#2027');
    const submit = within(form).getByRole('button', { name: 'Update password' });
    submit.click();
    submit.click();
    submit.click();
    await waitForPath(router, '/login');
    expect(
      await screen.findByText('Password updated successfully! Please log in again with your new password.'),
    ).toBeInTheDocument();
    // Give a second change or logout, had one started, the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.events.removeAllListeners();
    expect(puts).toHaveLength(1);
    expect(logouts).toBe(1);
    expect(screen.getAllByText('Password updated successfully! Please log in again with your new password.')).toHaveLength(1);
  });
});

describe('default password prompt', () => {
  it('asks the newcomer to change the default password, and can be dismissed', async () => {
    const { user } = await renderApp({ user: 'newcomer', url: '/landing' });
    await waitForShell();
    const dialog = await screen.findByRole('dialog', { name: 'Change your default password' });
    await user.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown to a user with their own password', async () => {
    await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
