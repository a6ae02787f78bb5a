import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/router';
import { handleUnauthorizedWith } from '@/app/session-end';
import { ToastViewport } from '@/components/toast-viewport';
import { login } from '@/features/auth/api/login';
import { setAccessToken } from '@/lib/auth-token';
import { clearToasts } from '@/lib/toast-store';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { createTestQueryClient } from './test-utils';

export type DemoUsername = 'principal' | 'homeroom' | 'teacher' | 'newcomer';

/** Signs a demo account in against the demo backend, as the login page would. */
export async function signInAs(username: DemoUsername): Promise<void> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  const auth = await login({ username: account.username, password: account.password });
  setAccessToken(auth.accessToken);
}

/**
 * Renders the whole app — real routes, guards, shell and providers — at `url`, against the demo
 * backend (MSW), optionally signed in as a demo account (house style §7: renderApp).
 */
export async function renderApp({ user, url = '/' }: { user?: DemoUsername; url?: string } = {}) {
  clearToasts();
  if (user) await signInAs(user);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const unregister = handleUnauthorizedWith(queryClient, router);
  // The test files of a worker share the session's modules: a handler left registered would end the next
  // file's session too.
  onTestFinished(unregister);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastViewport />
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup(), router, queryClient, unregister };
}

/** Waits until the router has settled on `pathname`. */
export async function waitForPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** Waits for the shell to be on screen (the main menu is rendered). */
export async function waitForShell() {
  return screen.findByRole('navigation', { name: 'Main menu' });
}
