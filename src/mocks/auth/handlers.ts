import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { HANDOFF_EXPIRED_MESSAGE, HandoffBodySchema, LoginBodySchema } from '../../domain/auth/bodies';
import type { AuthUserSchema, HandoffAnswerSchema, HandoffCodeSchema } from '../../domain/auth/responses';
import { now } from '../clock';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { clearSignInFailures, recordSignInFailure, signInRetryAfter, tooManyAttemptsMessage } from './throttle';
import { openSession, randomToken } from './tokens';
import { actAs, actorOf, recordOperationEvent } from '../audit/recorder';
import type { Session, User } from './schema';
import { selfUser } from '../school/lookups';
import { contentRolesOf } from './content-roles';
import type { DomainHandlers } from '../handlers';
import { meHandlers } from './me-handlers';

const HANDOFF_TTL_MS = 60_000;
export const NO_CROSS_PORTAL_MESSAGE = 'You do not have access to the other portal.';

/** The record's entry for a session opened or closed: about the user, never naming the token. */
function recordSession(request: Request, session: Session, user: User): void {
  actAs(request, actorOf(session));
  recordOperationEvent(request, {
    recordType: 'User',
    recordId: user.id,
    recordLabel: user.fullName,
    studentId: null,
    classYearId: null,
    term: null,
    section: 'Sign-in',
    changes: [],
  });
}

function signedIn(request: Request, user: User, origin: Session['origin'] = 'sign-in', actorId = user.id) {
  const session = openSession(user.id, origin, actorId);
  recordSession(request, session, user);
  return { accessToken: session.id, hasDefaultPassword: user.hasDefaultPassword } satisfies z.input<typeof AuthUserSchema>;
}

export const authHandlers = [
  route.post('/auth/login', async ({ request }) => {
    const { username, password } = validate(LoginBodySchema, await readJson(request));
    const retryAfter = signInRetryAfter(username);
    if (retryAfter !== null) {
      return HttpResponse.json({ message: tooManyAttemptsMessage(retryAfter) }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
    }
    const user = db.users.find((candidate) => candidate.username.toLowerCase() === username.toLowerCase());
    if (!user || user.password !== password) {
      recordSignInFailure(username);
      return errorResponse(401, 'Invalid username or password.');
    }
    clearSignInFailures(username);
    return HttpResponse.json(signedIn(request, user));
  }),

  route.post(
    '/auth/logout',
    withAuth(({ request, token, user }) => {
      const session = db.sessions.get(token);
      if (session) recordSession(request, session, user);
      db.sessions.remove(token);
      db.handoffCodes.removeWhere((code) => code.sessionId === token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  route.post(
    '/auth/handoff-codes',
    withAuth(({ request, user, token }) => {
      if (!user.crossPortalAvailability) return errorResponse(403, NO_CROSS_PORTAL_MESSAGE);
      const session = db.sessions.get(token);
      if (session) recordSession(request, session, user);
      const expiresAt = now() + HANDOFF_TTL_MS;
      const code = db.handoffCodes.insert({ id: randomToken(), createdAt: nowIso(), userId: user.id, sessionId: token, expiresAt });
      return HttpResponse.json({ code: code.id, expiresAt: new Date(expiresAt).toISOString() } satisfies z.input<typeof HandoffCodeSchema>, { status: 201 });
    }),
  ),

  route.post('/auth/handoff', async ({ request }) => {
    const { code } = validate(HandoffBodySchema, await readJson(request));
    const handoff = db.handoffCodes.get(code);
    // Single use: the code is spent even when it turns out to be expired.
    if (handoff) db.handoffCodes.remove(code);
    const minting = handoff && db.sessions.get(handoff.sessionId);
    const live = handoff && minting && handoff.expiresAt > now() && minting.expiresAt > now();
    const user = live ? db.users.get(handoff.userId) : undefined;
    if (!user || !minting) return errorResponse(401, HANDOFF_EXPIRED_MESSAGE);
    return HttpResponse.json({
      // The hand-off's session is the minting person's, acting as the code's user (the same person today: the
      // admin portal mints codes for its own signed-in user); the record keeps both and that it came by hand-off.
      ...signedIn(request, user, 'hand-off', actorOf(minting).actorId),
      impersonation: true,
      user: { ...selfUser(user), contentRoles: contentRolesOf(user) },
    } satisfies z.input<typeof HandoffAnswerSchema>);
  }),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 10, handlers: [...authHandlers, ...meHandlers] };
