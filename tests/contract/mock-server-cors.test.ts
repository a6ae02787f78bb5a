import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as interceptor } from '@/mocks/node';
import { createMockServer } from '../../scripts/mock-server-app';

// The standalone demo backend over real HTTP, as the production build calls it from another origin (the
// portal's preview port): a browser hides every response header not listed in Access-Control-Expose-Headers.

const server = createMockServer();
const ORIGIN = 'http://localhost:4173';
let base = '';

beforeAll(async () => {
  // The unit tests' in-process demo backend answers every */api call before it reaches a socket: step aside.
  interceptor.close();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  interceptor.listen({ onUnhandledRequest: 'error' });
});

function exposed(response: Response): string[] {
  return (response.headers.get('Access-Control-Expose-Headers') ?? '').split(',').map((name) => name.trim().toLowerCase());
}

function signIn(username: string, password: string) {
  return fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('the standalone server, cross-origin', () => {
  it('exposes Retry-After on a throttled sign-in, so the portal can say how long to wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('principal', 'wrong')).status).toBe(401);
    const throttled = await signIn('principal', 'wrong');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(exposed(throttled)).toContain('retry-after');
  });

  it('exposes Content-Disposition on a download, so a saved file keeps its name', async () => {
    const login = await signIn('teacher', 'Demo@2026');
    const { accessToken } = (await login.json()) as { accessToken: string };
    const download = await fetch(`${base}/files/file-fraction-strips/content`, { headers: { Origin: ORIGIN, Authorization: `Bearer ${accessToken}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(exposed(download)).toEqual(expect.arrayContaining(['content-disposition', 'retry-after']));
  });

  it('lists no exposed header for a caller from an origin it does not serve', async () => {
    const response = await fetch(`${base}/auth/login`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Expose-Headers')).toBeNull();
  });
});
