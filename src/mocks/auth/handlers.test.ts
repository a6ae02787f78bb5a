import { describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { call, getJson, signIn } from '../test-client';

describe('auth', () => {
  it('signs in a demo account and answers the self user', async () => {
    const response = await call('/auth/login', { method: 'POST', json: { username: 'principal', password: 'Demo@2026' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { accessToken: string; hasDefaultPassword: boolean };
    expect(body.hasDefaultPassword).toBe(false);
    expect(body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    // The auth user of the contract (spec §3), nothing undocumented beside it.
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'hasDefaultPassword']);
    const me = await getJson<{ username: string; classYearsIds: string[]; crossPortalAvailability: boolean }>('/me', body.accessToken);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'principal', classYearsIds: ['cy-primary-4-courage'], crossPortalAvailability: true });
  });

  it('refuses wrong credentials with the contract message', async () => {
    const response = await call('/auth/login', { method: 'POST', json: { username: 'principal', password: 'nope' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid username or password.' });
    const unknown = await call('/auth/login', { method: 'POST', json: { username: 'ghost', password: 'Demo@2026' } });
    expect(unknown.status).toBe(401);
  });

  it('validates the login body', async () => {
    const response = await call('/auth/login', { method: 'POST', json: { username: '' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'Username is required', errors: { password: 'Password is required' } });
  });

  it('answers 401 without a token, with an unknown token and after logout', async () => {
    expect((await call('/me')).status).toBe(401);
    expect((await call('/me', { token: 'made-up' })).status).toBe(401);
    const token = await signIn('homeroom');
    expect((await call('/me', { token })).status).toBe(200);
    expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(204);
    const after = await call('/me', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });

  it('expires tokens after 8 hours', async () => {
    setDemoNow('2026-11-21T08:00:00.000Z');
    try {
      const token = await signIn('teacher');
      setDemoNow('2026-11-21T15:59:00.000Z');
      expect((await call('/me', { token })).status).toBe(200);
      setDemoNow('2026-11-21T16:00:01.000Z');
      const expired = await call('/me', { token });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    } finally {
      setDemoNow(null);
    }
  });

  it('hands a session over with a single-use code', async () => {
    const token = await signIn('principal');
    const created = await call('/auth/handoff-codes', { method: 'POST', token });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const handoff = await call('/auth/handoff', { method: 'POST', json: { code } });
    expect(handoff.status).toBe(200);
    const body = (await handoff.json()) as { accessToken: string; impersonation: boolean; user: { username: string } };
    expect(body).toMatchObject({ impersonation: true, user: { username: 'principal' } });
    expect((await call('/me', { token: body.accessToken })).status).toBe(200);
    const reused = await call('/auth/handoff', { method: 'POST', json: { code } });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: 'This sign-in link has expired. Please sign in again.' });
  });

  describe('a hand-off code dies with the session that minted it (issue 19, scope 6)', () => {
    const mint = async (token: string) => {
      const created = await call('/auth/handoff-codes', { method: 'POST', token });
      return { status: created.status, code: ((await created.json()) as { code?: string }).code ?? '' };
    };
    const exchange = async (code: string) => (await call('/auth/handoff', { method: 'POST', json: { code } })).status;

    it('is refused after the minting session signs out', async () => {
      const token = await signIn('principal');
      const { code } = await mint(token);
      expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(204);
      expect(await exchange(code)).toBe(401);
    });

    it('is refused after a password change, even though the changing session stays', async () => {
      const token = await signIn('principal');
      const { code } = await mint(token);
      const change = { currentPassword: 'Demo@2026', newPassword: 'Orchard#2027x', confirmPassword: 'Orchard#2027x' };
      expect((await call('/me/password', { method: 'PUT', token, json: change })).status).toBe(200);
      expect(await exchange(code)).toBe(401);
    });

    it('is refused once the minting session has expired, though the code itself is under a minute old', async () => {
      setDemoNow('2026-11-21T08:00:00.000Z');
      try {
        const token = await signIn('principal');
        setDemoNow('2026-11-21T15:59:40.000Z');
        const { code } = await mint(token);
        setDemoNow('2026-11-21T16:00:01.000Z');
        expect(await exchange(code)).toBe(401);
      } finally {
        setDemoNow(null);
      }
    });

    it('is minted only for users with the cross-portal flag', async () => {
      const newcomer = await signIn('newcomer', 'Welcome@2026');
      expect(await mint(newcomer)).toEqual({ status: 403, code: '' });
    });
  });
});
