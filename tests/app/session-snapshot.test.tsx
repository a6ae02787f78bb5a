import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { SelfUser } from '@/domain/auth/self-user';
import { selfUserQueryOptions } from '@/lib/session/self-user';
import { readSessionSnapshot, saveSessionSnapshot, type SessionSnapshot } from '@/lib/session/session-snapshot';
import { server } from '@/mocks/node';
import { renderApp, waitForShell } from '../render-app';
import { sessionWith } from '../session-fixture';

// Issue 22 item 2: a reload waited for /me, the year and the SVE count before the shell or the screen could ask anything.
const SNAPSHOT_KEY = 'portal.sessionSnapshot';

/** Holds `/me` until released, then answers `user`; counts the requests. */
function holdMe(user: SelfUser) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  server.use(
    http.get('*/api/me', async () => {
      asked += 1;
      await released;
      return HttpResponse.json(user);
    }),
  );
  return { release, asked: () => asked };
}

describe('a reload starts from the last session', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the shell before /me answers, asks /me anyway, and follows its answer when it changed', async () => {
    const first = await renderApp({ user: 'teacher', url: '/landing' });
    await waitForShell();
    await waitFor(() => expect(window.localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull(), { timeout: 5000 });
    const user = first.queryClient.getQueryData(selfUserQueryOptions().queryKey);
    if (!user) throw new Error('The first sign-in kept no user');
    first.unmount();
    first.unregister();

    const heldMe = holdMe({ ...user, fullName: 'Renamed Teacher' });
    await renderApp({ url: '/landing' });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(user.fullName);
    expect(heldMe.asked()).toBe(1);
    heldMe.release();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Renamed Teacher'), { timeout: 5000 });
  });
});

describe('the session snapshot', () => {
  afterEach(() => window.localStorage.clear());
  const snapshot: SessionSnapshot = {
    user: sessionWith([{ action: 'view', subject: 'StudentReport' }]).user,
    currentAcademicYear: {
      id: 'ay-2026',
      year: '2026/2027',
      ...Object.fromEntries([1, 2, 3, 4].flatMap((term) => [[`term${term}StartDate`, '2026-01-05'], [`term${term}EndDate`, '2026-03-13']])),
    } as SessionSnapshot['currentAcademicYear'],
    sveAssignmentCount: 1,
    positions: [],
  };

  it('is read back under the token it was kept under, and never keeps the token itself', async () => {
    await saveSessionSnapshot('token-a', snapshot);
    expect(await readSessionSnapshot('token-a')).toEqual(snapshot);
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).not.toContain('token-a');
  });

  it("is not used under another sign-in's token", async () => {
    await saveSessionSnapshot('token-a', snapshot);
    expect(await readSessionSnapshot('token-b')).toBeNull();
  });

  it('is not used when it does not read as a session (edited or from an older portal)', async () => {
    await saveSessionSnapshot('token-a', snapshot);
    const stored = JSON.parse(window.localStorage.getItem(SNAPSHOT_KEY) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...stored, sveAssignmentCount: 'many' }));
    expect(await readSessionSnapshot('token-a')).toBeNull();
    window.localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(await readSessionSnapshot('token-a')).toBeNull();
  });
});
