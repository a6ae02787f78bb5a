/** `npm run mock-server`: the demo backend over real HTTP on PORT (8787), with DEMO_LATENCY_MS of latency. */
import type { Server } from 'node:http';
import { setDemoLatency } from '../src/mocks/latency';
import { createMockServer } from './mock-server-app';

const port = Number(process.env.PORT ?? 8787);
setDemoLatency(Number(process.env.DEMO_LATENCY_MS ?? 0));

createMockServer().listen(port, function announce(this: Server) {
  // The port bound, not the one asked for: PORT=0 takes a free one (the standalone-server test).
  const address = this.address();
  console.info(`Demo backend listening on http://localhost:${typeof address === 'object' && address ? address.port : port}/api`);
});
