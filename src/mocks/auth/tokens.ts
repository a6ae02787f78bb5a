import { now } from '../clock';
import { db } from '../db';
import { SESSION_TTL_MS } from '../http/auth';
import type { Session } from './schema';

/** An opaque, unguessable token: 32 random bytes in hex (Web Crypto, available in browsers and Node). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function openSession(userId: string): Session {
  const issuedAt = now();
  return db.sessions.insert({
    id: randomToken(),
    createdAt: new Date(issuedAt).toISOString(),
    userId,
    expiresAt: issuedAt + SESSION_TTL_MS,
  });
}

export function revokeSessionsOf(userId: string, exceptToken?: string): void {
  db.sessions.removeWhere((session) => session.userId === userId && session.id !== exceptToken);
}
