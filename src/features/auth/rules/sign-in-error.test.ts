import { AxiosError, AxiosHeaders } from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, signInErrorMessage, tooManyAttemptsMessage } from '@/features/auth/rules/sign-in-error';

const NOW = Date.parse('2026-11-21T08:00:00Z');

function httpError(status: number, headers: Record<string, string> = {}, data: unknown = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: new AxiosHeaders(headers),
    config,
    data,
  });
}

describe('retryAfterSeconds', () => {
  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Sat, 21 Nov 2026 08:05:00 GMT', 300],
    ['Sat, 21 Nov 2026 07:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
    ['-5', null],
  ])('reads %j as %j', (header, expected) => {
    expect(retryAfterSeconds(header, NOW)).toBe(expected);
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [0, 'Too many sign-in attempts. Try again in 1 minute.'],
    [17, 'Too many sign-in attempts. Try again in 1 minute.'],
    [60, 'Too many sign-in attempts. Try again in 1 minute.'],
    [61, 'Too many sign-in attempts. Try again in 2 minutes.'],
    [900, 'Too many sign-in attempts. Try again in 15 minutes.'],
    [null, 'Too many sign-in attempts. Please wait a few minutes and try again.'],
  ])('says %j seconds as %j', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });

  it('never promises less time than the server asked for', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seconds) => {
        const minutes = Number(/in ([\d,]+) minutes?/.exec(tooManyAttemptsMessage(seconds))?.[1]?.replaceAll(',', ''));
        return minutes * 60 >= seconds && (minutes - 1) * 60 < Math.max(seconds, 1);
      }),
    );
  });
});

describe('signInErrorMessage', () => {
  it('turns a 429 into the throttling sentence, whatever the server message', () => {
    expect(signInErrorMessage(httpError(429, { 'Retry-After': '600' }, { message: 'Slow down' }), NOW)).toBe(
      'Too many sign-in attempts. Try again in 10 minutes.',
    );
  });

  it("keeps the server's message for wrong credentials", () => {
    expect(signInErrorMessage(httpError(401, {}, { message: 'Invalid username or password.' }), NOW)).toBe(
      'Invalid username or password.',
    );
  });
});
