import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { getAccessToken } from '@/lib/auth-token';
import { resumeSession } from '@/lib/session/session-status';
import { server } from '@/mocks/node';
import { login } from '@/features/auth/api/login';
import { renderApp, waitForPath, waitForShell } from '../render-app';

// Issue 8, item 5: logging out in one tab silently lost unsaved marks in another.
const CHINESE = 'sy-primary-4-courage-chinese';
const DRAFT = entryDraftKey({ userId: 'u-principal', screen: 'gradebook', scope: `${CHINESE}:term-2` });

/** What another tab's logout looks like from here: local storage cleared, then the storage event. */
function logOutInAnotherTab() {
  window.localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
}

/** What another tab's sign-in looks like from here: a new token in the shared storage. */
async function signInInAnotherTab(username: string) {
  const { accessToken } = await login({ username, password: 'Demo@2026' });
  window.localStorage.setItem('portal.accessToken', accessToken);
  window.dispatchEvent(new StorageEvent('storage', { key: 'portal.accessToken', storageArea: window.localStorage }));
}

async function openChineseSheet() {
  const app = await renderApp({ user: 'principal', url: `/gradebook/${CHINESE}?term=2` });
  const table = await screen.findByRole('table', { name: /^Marks of .*, term 2$/ }, { timeout: 8000 });
  const first = within(table).getAllByRole('textbox')[0] as HTMLInputElement;
  await app.user.clear(first);
  await app.user.type(first, '33');
  expect(readEntryDraft(DRAFT)).not.toBeNull();
  return { ...app, first };
}

let unregisterApp: (() => void) | null = null;
afterEach(() => {
  unregisterApp?.();
  unregisterApp = null;
  resumeSession();
});

describe('the session across tabs', () => {
  it('sends a tab without unsaved work to sign-in at once when another tab logs out', async () => {
    const { router, unregister } = await renderApp({ user: 'teacher', url: '/dashboard' });
    unregisterApp = unregister;
    await waitForShell();
    logOutInAnotherTab();
    await waitForPath(router, '/login');
    expect(router.state.location.search).toBe(`?nextUrl=${encodeURIComponent('/dashboard')}`);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('keeps typed marks when another tab logs out, signs the same user in again in place, and saves them', async () => {
    const { user, router, first, unregister } = await openChineseSheet();
    unregisterApp = unregister;
    logOutInAnotherTab();

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(readEntryDraft(DRAFT)).toBeNull();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('principal');
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('readonly');
    expect(first).toHaveValue('33');
    expect(router.state.location.pathname).toBe(`/gradebook/${CHINESE}`);

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password.');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText(
        'You are signed in again. Your unsaved changes are still here: save them when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(getAccessToken()).not.toBeNull();
    expect(first).toHaveValue('33');
    expect(Object.values(readEntryDraft(DRAFT) ?? {})).toEqual(['33']);

    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save marks?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();
    expect(readEntryDraft(DRAFT)).toBeNull();
  });

  it('holds Back while signed out with unsaved work', async () => {
    const { router, first, unregister } = await openChineseSheet();
    unregisterApp = unregister;
    logOutInAnotherTab();
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await router.navigate('/landing');
    expect(router.state.location.pathname).toBe(`/gradebook/${CHINESE}`);
    expect(first).toHaveValue('33');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('discards the unsaved work when someone else signs in instead', async () => {
    const { user, router, unregister } = await openChineseSheet();
    unregisterApp = unregister;
    logOutInAnotherTab();
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('Signing in as someone else discards the unsaved changes on this page.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as someone else' }));
    await waitForPath(router, '/login');
    expect(router.state.location.search).toContain(encodeURIComponent(`/gradebook/${CHINESE}?term=2`));
    await user.type(await screen.findByLabelText('Username'), 'teacher');
    await user.type(screen.getByLabelText('Password'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitForShell();
    expect(readEntryDraft(DRAFT)).toBeNull();
  });

  it('resumes when the same user signs in in another tab', async () => {
    const { first, unregister } = await openChineseSheet();
    unregisterApp = unregister;
    logOutInAnotherTab();
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await signInInAnotherTab('principal');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
    expect(first).toHaveValue('33');
    expect(Object.values(readEntryDraft(DRAFT) ?? {})).toEqual(['33']);
  });

  it('discards the unsaved work when another user signs in in another tab', async () => {
    const { unregister, router } = await openChineseSheet();
    unregisterApp = unregister;
    logOutInAnotherTab();
    await screen.findByRole('dialog', { name: 'Your session has ended' });
    await signInInAnotherTab('teacher');
    expect(
      await screen.findByText(
        'Someone else signed in in another tab, so the unsaved changes on this page were discarded.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
    // The page loads afresh for the teacher, who does not teach Chinese in Primary 4 Courage.
    expect(await screen.findByText('You do not teach this subject.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/gradebook/${CHINESE}`);
    expect(screen.queryByDisplayValue('33')).not.toBeInTheDocument();
    expect(readEntryDraft(DRAFT)).toBeNull();
  });

  it("ends the session on the backend's 401 without losing typed marks, in place", async () => {
    const { user, first, router, unregister } = await openChineseSheet();
    unregisterApp = unregister;
    server.use(
      http.put('*/api/subject-years/:id/gradebook/scores', () =>
        HttpResponse.json({ message: 'Please sign in to continue' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save marks?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    // Every other tab learns of it: the token is gone from the shared storage.
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe(`/gradebook/${CHINESE}`);
    expect(first).toHaveValue('33');
    // The draft written before the 401 is still in the browser too.
    expect(Object.values(readEntryDraft(DRAFT) ?? {})).toEqual(['33']);
  });
});
