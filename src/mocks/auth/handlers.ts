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
import { selfUser } from '../school/lookups';
import { contentRolesOf } from './content-roles';
import type { DomainHandlers } from '../handlers';
import { meHandlers } from './me-handlers';

const HANDOFF_TTL_MS = 60_000;
export const NO_CROSS_PORTAL_MESSAGE = 'You do not have access to the other portal.';

function signedIn(userId: string, hasDefaultPassword: boolean) {
  const session = openSession(userId);
  return { accessToken: session.id, hasDefaultPassword } satisfies z.input<typeof AuthUserSchema>;
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
    return HttpResponse.json(signedIn(user.id, user.hasDefaultPassword));
  }),

  route.post(
    '/auth/logout',
    withAuth(({ token }) => {
      db.sessions.remove(token);
      db.handoffCodes.removeWhere((code) => code.sessionId === token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  route.post(
    '/auth/handoff-codes',
    withAuth(({ user, token }) => {
      if (!user.crossPortalAvailability) return errorResponse(403, NO_CROSS_PORTAL_MESSAGE);
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
    if (!user) return errorResponse(401, HANDOFF_EXPIRED_MESSAGE);
    return HttpResponse.json({
      ...signedIn(user.id, user.hasDefaultPassword),
      impersonation: true,
      user: { ...selfUser(user), contentRoles: contentRolesOf(user) },
    } satisfies z.input<typeof HandoffAnswerSchema>);
  }),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 10, handlers: [...authHandlers, ...meHandlers] };
