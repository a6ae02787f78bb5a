import { now } from '../clock';
import { db } from '../db';
import { SESSION_TTL_MS } from '../http/auth';
import type { Session } from './schema';
import type { SessionOrigin } from '../../domain/audit/responses';

/** An opaque, unguessable token: 32 random bytes in hex (Web Crypto, available in browsers and Node). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh session of the user: signed in by password, or handed off from the admin portal by `actorId`. */
export function openSession(userId: string, origin: SessionOrigin = 'sign-in', actorId: string = userId): Session {
  const issuedAt = now();
  return db.sessions.insert({
    id: randomToken(),
    createdAt: new Date(issuedAt).toISOString(),
    userId,
    expiresAt: issuedAt + SESSION_TTL_MS,
    origin,
    ...(actorId === userId ? {} : { actorId }),
  });
}

export function revokeSessionsOf(userId: string, exceptToken?: string): void {
  db.sessions.removeWhere((session) => session.userId === userId && session.id !== exceptToken);
}
