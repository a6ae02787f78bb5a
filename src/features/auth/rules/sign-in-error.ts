import { isApiClientError, toApiError } from '@/lib/api-error';
import { countOf } from '@/domain/school/count-words';

export const SIGN_IN_FALLBACK = 'Sign-in failed. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts.';

/**
 * Seconds to wait from a `Retry-After` header (RFC 9110: delay in seconds or an HTTP date), or null
 * when it is missing or unreadable.
 */
export function retryAfterSeconds(header: unknown, now: number = Date.now()): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Sat, 21 Nov 2026 08:05:00 GMT"); "-5" is not one.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The sign-in page's sentence for a 429: whole minutes, rounded up (a teacher waits "1 minute"
 * rather than "17 seconds"), or a plain "later" when the server gave no usable delay.
 */
export function tooManyAttemptsMessage(seconds: number | null): string {
  if (seconds === null) return `${TOO_MANY_ATTEMPTS} Please wait a few minutes and try again.`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${TOO_MANY_ATTEMPTS} Try again in ${countOf(minutes, 'minute')}.`;
}

/** What the sign-in form says when signing in failed. */
export function signInErrorMessage(error: unknown, now: number = Date.now()): string {
  if (isApiClientError(error) && error.response?.status === 429) {
    // Header names arrive in any case (the browser lowercases them, other adapters may not).
    const header = Object.entries(error.response.headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
    return tooManyAttemptsMessage(retryAfterSeconds(header, now));
  }
  return toApiError(error, SIGN_IN_FALLBACK).message;
}
