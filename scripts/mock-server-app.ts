/**
 * The demo backend over real HTTP, so the production build (VITE_API_URL=http://localhost:8787/api)
 * is exercised against a server rather than a service worker. State lives in memory until exit.
 * `scripts/mock-server.ts` starts it; tests start it in-process on a free port.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { handlers } from '../src/mocks/handlers';
import { HttpError } from '../src/mocks/http/errors';
import { parseJsonBody } from '../src/mocks/http/json-body';
import { bodyLimitFor } from '../src/mocks/http/limits';
import { apiPath } from '../src/mocks/http/route';

/** Unknown API paths answer in the contract's error shape rather than the middleware's default. */
const notFound = http.all(apiPath('/*'), () => HttpResponse.json({ message: 'No such endpoint.' }, { status: 404 }));
const app = createServer(...handlers, notFound);

/** Any localhost origin (dev server, preview, e2e) may call with a bearer token; nothing else. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Response headers the portal reads besides the CORS-safelisted ones: a browser hides every other header
 * from a cross-origin caller. Retry-After says how long a throttled sign-in waits (429), Content-Disposition
 * names a downloaded file.
 */
export const EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition'];

function withCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '600');
    response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  }
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204).end();
  return true;
}

function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string, errors?: Record<string, string>): void {
  response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  response.end(JSON.stringify(errors ? { message, errors } : { message }), () => request.destroy());
}

/** The body, read up to the limit; null as soon as it passes it (the rest is never read). */
function readLimited(request: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > max) {
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Bodies are refused over the limit before they are buffered: at once when the declared size is too
 * large, else after at most the limit has been read (a streamed body). The body read is handed to
 * the middleware as `req.body`, which it passes on to the handlers (JSON parsed, anything else as text).
 */
async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (withCors(request, response)) return;
  // The upload path takes a 5 MB file; every other path 1 MB of JSON (src/mocks/http/limits.ts).
  const limit = bodyLimitFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (Number(request.headers['content-length'] ?? 0) > limit.max) return refuse(request, response, 413, limit.message);
  if (request.method === 'GET' || request.method === 'HEAD') return app(request, response);
  const body = await readLimited(request, limit.max);
  if (body === null) return refuse(request, response, 413, limit.message);
  if ((request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
    // Files are bytes: handed on as they came, not as text.
    Object.assign(request, { body });
    return app(request, response);
  }
  const text = body.toString('utf8');
  const json = (request.headers['content-type'] ?? '').includes('json');
  if (!json || text.trim() === '') {
    Object.assign(request, { body: json ? undefined : text });
    return app(request, response);
  }
  // The shared reader of the in-browser backend: the middleware re-serialises `req.body` with
  // JSON.stringify, which writes Infinity as null, so a non-finite number must be refused here, before
  // it is handed on, or `1e309` would arrive as null and clear what it meant to set.
  try {
    Object.assign(request, { body: parseJsonBody(text) });
  } catch (error) {
    if (error instanceof HttpError) return refuse(request, response, error.status, error.message, error.errors);
    throw error;
  }
  app(request, response);
}

/** The demo backend's HTTP server, not yet listening. */
export function createMockServer(): Server {
  return createHttpServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('Mock server fault', error);
      if (!response.headersSent) refuse(request, response, 500, 'Something went wrong on the server. Please try again.');
    });
  });
}
