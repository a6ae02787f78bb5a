/**
 * The demo backend over real HTTP, so the production build (VITE_API_URL=http://localhost:8787/api)
 * is exercised against a server rather than a service worker. State lives in memory until exit.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import { handlers } from '../src/mocks/handlers';
import { setDemoLatency } from '../src/mocks/latency';

const port = Number(process.env.PORT ?? 8787);
setDemoLatency(Number(process.env.DEMO_LATENCY_MS ?? 0));

/** Any localhost origin (dev server, preview, e2e) may call with a bearer token; nothing else. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function cors(request: Request, response: Response, next: NextFunction): void {
  const origin = request.get('origin');
  if (origin && LOCAL_ORIGIN.test(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '600');
  }
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  next();
}

const app = express();
app.disable('x-powered-by');
app.use(cors);
app.use(createMiddleware(...handlers));
app.use((_request: Request, response: Response) => {
  response.status(404).json({ message: 'No such endpoint.' });
});

app.listen(port, () => {
  console.info(`Demo backend listening on http://localhost:${port}/api`);
});
