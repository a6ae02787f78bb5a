import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { setAccessToken } from '@/lib/auth-token';
import { holdRequestsUntil } from '@/lib/backend-ready';
import { setUnauthorizedHandler } from '@/lib/unauthorized-handler';
import { server } from '@/mocks/node';

/** GET /api/things answers 401 once `release()` is called. */
function expiredThings() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/things', async () => {
      await gate;
      return HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 });
    }),
  );
  return { release };
}

// The modules are shared with the other component tests of this worker: leave no token or handler behind.
afterEach(() => {
  setUnauthorizedHandler(null);
  setAccessToken(null);
  holdRequestsUntil(Promise.resolve());
});

describe('apiClient while the backend starts', () => {
  it('sends a request only once the backend is ready, with the token of then', async () => {
    let start: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    const received: (string | null)[] = [];
    server.use(
      http.get('*/api/things', ({ request }) => {
        received.push(request.headers.get('Authorization'));
        return HttpResponse.json({ things: [] });
      }),
    );
    const answer = apiClient.get('/things');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    setAccessToken('token-now');
    start();
    await expect(answer).resolves.toMatchObject({ data: { things: [] } });
    expect(received).toEqual(['Bearer token-now']);
  });

  it('never sends a request held while the page is left, which would reach the static server', async () => {
    let start: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    const received = vi.fn();
    server.use(
      http.get('*/api/things', () => {
        received();
        return HttpResponse.json({ things: [] });
      }),
    );
    void apiClient.get('/things');
    window.dispatchEvent(new Event('beforeunload'));
    start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).not.toHaveBeenCalled();
  });

  it('fails a request with the reason the backend did not start', async () => {
    const failed = Promise.reject(new Error('The demo backend did not start.'));
    holdRequestsUntil(failed);
    await expect(apiClient.get('/things')).rejects.toThrow('The demo backend did not start.');
  });
});

describe('apiClient on a 401', () => {
  it('ends the session that sent the request', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setAccessToken('token-now');
    expiredThings().release();
    await expect(apiClient.get('/things')).rejects.toMatchObject({ response: { status: 401 } });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer session alone when the 401 answers a request of an earlier one', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setAccessToken('token-before');
    const { release } = expiredThings();
    const answer = apiClient.get('/things');
    // The request has left with the earlier token; the user signs in again before it is answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    setAccessToken('token-after');
    release();
    await expect(answer).rejects.toMatchObject({ response: { status: 401 } });
    expect(ended).not.toHaveBeenCalled();
  });
});
