/**
 * The demo backend over real HTTP, so the production build (VITE_API_URL=http://localhost:8787/api)
 * is exercised against a server rather than a service worker. State lives in memory until exit.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { handlers } from '../src/mocks/handlers';
import { apiPath } from '../src/mocks/http/route';
import { setDemoLatency } from '../src/mocks/latency';

const port = Number(process.env.PORT ?? 8787);
setDemoLatency(Number(process.env.DEMO_LATENCY_MS ?? 0));

/** Unknown API paths answer in the contract's error shape rather than the middleware's default. */
const notFound = http.all(apiPath('/*'), () => HttpResponse.json({ message: 'No such endpoint.' }, { status: 404 }));
const app = createServer(...handlers, notFound);

/** Any localhost origin (dev server, preview, e2e) may call with a bearer token; nothing else. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function withCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '600');
  }
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204).end();
  return true;
}

createHttpServer((request, response) => {
  if (!withCors(request, response)) app(request, response);
}).listen(port, () => {
  console.info(`Demo backend listening on http://localhost:${port}/api`);
});
