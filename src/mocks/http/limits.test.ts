import { afterEach, describe, expect, it } from 'vitest';
import { setDemoNow } from '../clock';
import { db } from '../db';
import { call, signIn } from '../test-client';
import { MAX_JSON_BODY_BYTES } from './limits';

const MATHS = 'sy-primary-4-courage-mathematics';
const login = (username: string, password: string) => call('/auth/login', { method: 'POST', json: { username, password } });

afterEach(() => setDemoNow(null));

describe('request bodies', () => {
  it('refuses a body over 1 MB on an authorised write with 413 and changes nothing', async () => {
    const token = await signIn('principal');
    const before = db.assessments.all();
    const padding = 'x'.repeat(MAX_JSON_BODY_BYTES);
    const response = await call(`/subject-years/${MATHS}/gradebook/scores`, { method: 'PUT', token, json: { term: 2, scores: [], padding } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large (at most 1 MB).' });
    expect(db.assessments.all()).toEqual(before);
  });

  it('refuses an oversized sign-in body with 413 before checking the password', async () => {
    const response = await login('principal', 'x'.repeat(2 * MAX_JSON_BODY_BYTES));
    expect(response.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await call('/auth/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'username=principal' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'The request body must be JSON (Content-Type: application/json).' });
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 failed attempts, even to the right password, until the window ends', async () => {
    setDemoNow('2026-11-21T08:00:00Z');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('teacher', 'wrong')).status).toBe(401);
    const refused = await login('teacher', 'Demo@2026');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(await refused.json()).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    expect((await login('TEACHER', 'Demo@2026')).status).toBe(429);
    expect((await login('principal', 'Demo@2026')).status).toBe(200);
    setDemoNow('2026-11-21T08:15:01Z');
    expect((await login('teacher', 'Demo@2026')).status).toBe(200);
  });

  it('counts only failures: many correct sign-ins in a row all succeed, and success forgets earlier failures', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login('homeroom', 'wrong')).status).toBe(401);
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await login('homeroom', 'Demo@2026')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login('homeroom', 'wrong')).status).toBe(401);
    expect((await login('homeroom', 'Demo@2026')).status).toBe(200);
  });

  it('throttles unknown usernames alike, so the answer never tells whether an account exists', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('nobody', 'wrong')).status).toBe(401);
    expect((await login('nobody', 'wrong')).status).toBe(429);
  });
});
