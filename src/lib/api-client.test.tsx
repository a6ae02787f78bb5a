import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { setAccessToken } from '@/lib/auth-token';
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
