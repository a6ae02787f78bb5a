import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_RESPONSE_MESSAGE } from '@/lib/api-error';
import { env } from '@/lib/env';
import { server } from '@/mocks/node';
import { renderApp, waitForShell } from '../render-app';

/** A stand-in for the tab window.open returns, recording where the portal sends it. */
function fakeTab() {
  const replace = vi.fn<(url: string) => void>();
  const close = vi.fn();
  const tab: Window = Object.create(window);
  Object.defineProperties(tab, { opener: { value: {}, writable: true }, location: { value: { replace } }, close: { value: close } });
  vi.spyOn(window, 'open').mockReturnValue(tab);
  return { tab, replace, close };
}

afterEach(() => vi.restoreAllMocks());

describe('Admin Portal link', () => {
  it('opens the admin portal with a one-time code in the fragment, never the token', async () => {
    const { tab, replace } = fakeTab();
    await renderApp({ user: 'principal', url: '/landing' });
    await waitForShell();
    await userEvent.click(screen.getByRole('button', { name: /Admin Portal/ }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledOnce());
    const url = new URL(replace.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.adminPortalUrl}/auth/handoff`);
    expect(url.hash).toMatch(/^#code=.+/);
    expect(url.search).toBe('');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and says so when the answer is not the contract shape', async () => {
    const { replace, close } = fakeTab();
    server.use(http.post('*/api/auth/handoff-codes', () => HttpResponse.json({ token: 'x' }, { status: 201 })));
    await renderApp({ user: 'principal', url: '/landing' });
    await waitForShell();
    await userEvent.click(screen.getByRole('button', { name: /Admin Portal/ }));
    expect(await screen.findByText(MALFORMED_RESPONSE_MESSAGE)).toBeInTheDocument();
    expect(close).toHaveBeenCalledOnce();
    expect(replace).not.toHaveBeenCalled();
  });
});
