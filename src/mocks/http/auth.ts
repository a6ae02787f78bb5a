import { permissionRefusal, type Action, type Subject } from '../../config/permissions';
import { identifyActor } from '../audit/recorder';
import { now } from '../clock';
import { db } from '../db';
import type { User } from '../auth/schema';
import { errorResponse } from './errors';
import type { RequestContext, RouteHandler } from './route';

export interface AuthedContext extends RequestContext {
  user: User;
  token: string;
}

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** 401 unless the request carries a live token; passes the signed-in user on. */
export function withAuth(handler: RouteHandler<AuthedContext>): RouteHandler {
  return (context) => {
    const token = bearerToken(context.request);
    if (!token) return errorResponse(401, 'Please sign in to continue.');
    const session = db.sessions.get(token);
    if (!session) return errorResponse(401, 'Your session has ended. Please sign in again.');
    if (session.expiresAt <= now()) {
      db.sessions.remove(token);
      return errorResponse(401, 'Your session has expired. Please sign in again.');
    }
    const user = db.users.get(session.userId);
    if (!user) return errorResponse(401, 'Your session has ended. Please sign in again.');
    identifyActor(context.request, session);
    return handler({ ...context, user, token });
  };
}

export function hasPermission(user: User, action: Action, subject: Subject): boolean {
  return user.permissions.some((permission) => permission.action === action && permission.subject === subject);
}

/** 403 unless the signed-in user holds the action on the subject. */
export function requirePermission(action: Action, subject: Subject) {
  return (handler: RouteHandler<AuthedContext>): RouteHandler<AuthedContext> =>
    (context) =>
      hasPermission(context.user, action, subject)
        ? handler(context)
        : errorResponse(403, permissionRefusal(action, subject));
}
