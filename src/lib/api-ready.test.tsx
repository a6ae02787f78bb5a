import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { holdApiRequestsUntil } from '@/lib/api-ready';
import { server } from '@/mocks/node';

/** Answers GET /api/things, counting the requests that reached it. */
function countedThings() {
  const arrived: string[] = [];
  server.use(
    http.get('*/api/things', ({ request }) => {
      arrived.push(new URL(request.url).pathname);
      return HttpResponse.json({ ok: true });
    }),
  );
  return arrived;
}

// The modules are shared with the other component tests of this worker: leave requests unheld.
afterEach(() => holdApiRequestsUntil(Promise.resolve()));

describe('holdApiRequestsUntil (the portal renders while the demo backend starts)', () => {
  it('keeps every request from leaving until the backend has started, then sends them all', async () => {
    const arrived = countedThings();
    let started: () => void = () => undefined;
    holdApiRequestsUntil(new Promise<void>((resolve) => (started = resolve)));
    const answers = Promise.all([apiClient.get('/things'), apiClient.get('/things')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived).toEqual([]);
    started();
    expect((await answers).map((answer) => answer.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(arrived).toHaveLength(2);
  });

  it('fails each request with the reason when the backend cannot start, and sends none', async () => {
    const arrived = countedThings();
    holdApiRequestsUntil(Promise.reject(new Error('The demo backend could not start.')));
    await expect(apiClient.get('/things')).rejects.toThrow('The demo backend could not start.');
    expect(arrived).toEqual([]);
  });
});
