import { delay, http, type PathParams } from 'msw';
import { TableNotReady } from '../collection';
import { asOperation, operationLabel } from '../audit/recorder';
import { prepareSeed, seedWorthBuildingAhead, whenRestored } from '../db';
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

/** The write requests in the order they came: each runs alone, as a database transaction would. */
let writes: Promise<unknown> = Promise.resolve();

/**
 * Runs a write after every write before it has finished, as one operation of the record (../audit/recorder.ts): the
 * rows it writes are its events, and no other write's rows can slip in between.
 */
function oneWriteAtATime(request: Request, label: string, run: () => Promise<Response>): Promise<Response> {
  const turn = writes.then(() => asOperation(request, label, run));
  writes = turn.catch(() => undefined);
  return turn;
}

let seedScheduled = false;
/**
 * The seed (the school every table not saved in the browser is filled from, about 200 ms to build) is built in a
 * task of its own right after the first request has started its latency: the first answer, the session's, then
 * waits for the longer of the two instead of both. Not when the browser holds a copy of the seed (../persistence.ts):
 * each request then reads just its tables.
 */
function prepareSeedSoon(): void {
  if (seedScheduled || !seedWorthBuildingAhead()) return;
  seedScheduled = true;
  setTimeout(prepareSeed, 0);
}

/** Adds the configured latency and turns thrown HttpErrors (and bugs) into contract-shaped errors. */
function resolver(handler: RouteHandler, label: string) {
  const answer = async (context: RequestContext): Promise<Response> => {
    try {
      return await handleWhenRestored(handler, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors);
      console.error('Demo backend fault', error);
      return errorResponse(500, 'Something went wrong on the server. Please try again.');
    }
  };
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const latency = getDemoLatency();
    if (latency > 0) {
      const waited = delay(latency);
      prepareSeedSoon();
      await waited;
    }
    const context = { request, params: flattenParams(params) };
    return request.method === 'GET' ? answer(context) : oneWriteAtATime(request, label, () => answer(context));
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
  get: (path: string, handler: RouteHandler) => http.get(apiPath(path), resolver(handler, operationLabel('GET', path))),
  post: (path: string, handler: RouteHandler) => http.post(apiPath(path), resolver(handler, operationLabel('POST', path))),
  put: (path: string, handler: RouteHandler) => http.put(apiPath(path), resolver(handler, operationLabel('PUT', path))),
  delete: (path: string, handler: RouteHandler) => http.delete(apiPath(path), resolver(handler, operationLabel('DELETE', path))),
};

/**
 * Reads a JSON body within the size limit; a missing body is `{}`, a malformed one a 400 and a
 * non-finite number a 422 (json-body.ts), not a crash.
 */
export async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await readLimitedText(request));
}
