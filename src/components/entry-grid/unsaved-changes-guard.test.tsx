import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { setAccessToken } from '@/lib/auth-token';
import { hasUnsavedWork, resumeSession, setSessionStatus } from '@/lib/session/session-status';
import { renderWithProviders } from '../../../tests/test-utils';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Page({ allowNavigation }: { allowNavigation?: (next: { pathname: string }) => boolean }) {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/page?term=2">Term 2</Link>
      <UnsavedChangesGuard when={dirty} allowNavigation={allowNavigation} />
    </>
  );
}

describe('UnsavedChangesGuard', () => {
  beforeEach(() => setAccessToken('signed-in'));
  afterEach(() => resumeSession());

  it('holds the work, the page and the way out while the session has ended, and asks to sign in in place', async () => {
    const discard = vi.fn();
    const { user, router } = renderWithProviders(<Page />, { url: '/page' });
    expect(hasUnsavedWork()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    expect(hasUnsavedWork()).toBe(true);
    setAccessToken(null);
    act(() => setSessionStatus({ state: 'ended', username: 'principal', signIn: async () => undefined, discard }));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(screen.getByLabelText('Username')).toHaveValue('principal');
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    expect(discard).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('lets the user leave freely while nothing is unsaved', async () => {
    const { user, router } = renderWithProviders(<Page />, { url: '/page' });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes; Stay keeps the page, Leave goes', async () => {
    const { user, router } = renderWithProviders(<Page />, { url: '/page' });
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Leave without saving?',
    });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes. They stay as a draft in this browser until you save them.',
    );
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/page');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('also guards a change of the query (e.g. another term)', async () => {
    const { user, router } = renderWithProviders(<Page />, { url: '/page' });
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Term 2' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('lets the way out through once the session has ended (logout, 401)', async () => {
    const { user, router } = renderWithProviders(<Page />, { url: '/page' });
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    setAccessToken(null);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets through the navigations the screen allows', async () => {
    const { user, router } = renderWithProviders(<Page allowNavigation={(next) => next.pathname === '/elsewhere'} />, {
      url: '/page',
    });
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('arms the browser prompt on reload or close only while there are unsaved changes', async () => {
    const { user } = renderWithProviders(<Page />, { url: '/page' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
