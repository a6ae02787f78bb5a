import { delay, http, type PathParams } from 'msw';
import { TableNotReady } from '../collection';
import { whenRestored } from '../db';
import { getDemoLatency } from '../latency';
import { errorResponse, HttpError } from './errors';
import { parseJsonBody } from './json-body';
import { readLimitedText, refuseDeclaredOversize } from './limits';

/** Every path is served under `/api` of whatever origin serves it (browser, jsdom, mock server). */
export function apiPath(path: string): string {
  return `*/api${path}`;
}

export interface RequestContext {
  request: Request;
  params: Record<string, string>;
}

export type RouteHandler<C extends RequestContext = RequestContext> = (context: C) => Response | Promise<Response>;

function flattenParams(params: PathParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : String(value ?? '')]),
  );
}

/** Adds the configured latency and turns thrown HttpErrors (and bugs) into contract-shaped errors. */
function resolver(handler: RouteHandler) {
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const latency = getDemoLatency();
    if (latency > 0) await delay(latency);
    try {
      return await handleWhenRestored(handler, { request, params: flattenParams(params) });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors);
      console.error('Demo backend fault', error);
      return errorResponse(500, 'Something went wrong on the server. Please try again.');
    }
  };
}

/**
 * A read runs at once and, when it needs a table whose saved copy is still being read, waits for that
 * table and runs again (reads change nothing, so running twice is harmless). A write waits for every
 * saved table first, so it never runs twice.
 */
async function handleWhenRestored(handler: RouteHandler, context: RequestContext): Promise<Response> {
  refuseDeclaredOversize(context.request);
  if (context.request.method !== 'GET') await whenRestored();
  for (;;) {
    try {
      return await handler(context);
    } catch (error) {
      if (!(error instanceof TableNotReady)) throw error;
      await error.ready;
    }
  }
}

export const route = {
  get: (path: string, handler: RouteHandler) => http.get(apiPath(path), resolver(handler)),
  post: (path: string, handler: RouteHandler) => http.post(apiPath(path), resolver(handler)),
  put: (path: string, handler: RouteHandler) => http.put(apiPath(path), resolver(handler)),
  delete: (path: string, handler: RouteHandler) => http.delete(apiPath(path), resolver(handler)),
};

/**
 * Reads a JSON body within the size limit; a missing body is `{}`, a malformed one a 400 and a
 * non-finite number a 422 (json-body.ts), not a crash.
 */
export async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await readLimitedText(request));
}
