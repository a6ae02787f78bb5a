import { now } from '../clock';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { countOf } from '../../domain/school/count-words';

/** Failed sign-ins of one username allowed within the window; the next attempt waits (docs/decisions/auth.md). */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const key = (username: string): string => username.trim().toLowerCase();

function recentFailures(username: string): number[] {
  const since = now() - SIGN_IN_WINDOW_MS;
  return (db.signInFailures.get(key(username))?.failedAt ?? []).filter((instant) => instant > since);
}

/**
 * Seconds until this username may try again, or null when it may try now. Counted per username,
 * known or not, so that the answer never tells whether an account exists.
 */
export function signInRetryAfter(username: string): number | null {
  const failures = recentFailures(username);
  if (failures.length < SIGN_IN_MAX_FAILURES) return null;
  const oldest = failures[failures.length - SIGN_IN_MAX_FAILURES] ?? now();
  return Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - now()) / 1000));
}

export function recordSignInFailure(username: string): void {
  const id = key(username);
  const failedAt = [...recentFailures(username), now()];
  if (db.signInFailures.get(id)) db.signInFailures.update(id, { failedAt });
  else db.signInFailures.insert({ id, createdAt: nowIso(), failedAt });
}

/** A successful sign-in forgets the username's failures. */
export function clearSignInFailures(username: string): void {
  db.signInFailures.remove(key(username));
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${countOf(minutes, 'minute')}.`;
}
