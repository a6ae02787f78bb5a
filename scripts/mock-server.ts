/** `npm run mock-server`: the demo backend over real HTTP on PORT (8787), with DEMO_LATENCY_MS of latency. */
import type { Server } from 'node:http';
import type * as Latency from '../src/mocks/latency';
import { openAppModules } from './app-modules';
import type * as MockServerApp from './mock-server-app';

const port = Number(process.env.PORT ?? 8787);
// The demo backend's domains join it by import.meta.glob, so it is loaded through Vite; the loader stays open while the server runs.
const modules = await openAppModules();
const { setDemoLatency } = (await modules.ssrLoadModule('/src/mocks/latency.ts')) as typeof Latency;
const { createMockServer } = (await modules.ssrLoadModule('/scripts/mock-server-app.ts')) as typeof MockServerApp;
setDemoLatency(Number(process.env.DEMO_LATENCY_MS ?? 0));

createMockServer().listen(port, function announce(this: Server) {
  // The port bound, not the one asked for: PORT=0 takes a free one (the standalone-server test).
  const address = this.address();
  console.info(`Demo backend listening on http://localhost:${typeof address === 'object' && address ? address.port : port}/api`);
});
