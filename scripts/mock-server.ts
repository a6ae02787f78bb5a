/** `npm run mock-server`: the demo backend over real HTTP on PORT (8787), with DEMO_LATENCY_MS of latency. */
import { setDemoLatency } from '../src/mocks/latency';
import { createMockServer } from './mock-server-app';

const port = Number(process.env.PORT ?? 8787);
setDemoLatency(Number(process.env.DEMO_LATENCY_MS ?? 0));

createMockServer().listen(port, () => {
  console.info(`Demo backend listening on http://localhost:${port}/api`);
});
