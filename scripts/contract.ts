/**
 * npm run contract: regenerates docs/openapi.json from the endpoint definitions' zod schemas.
 * The definitions are app modules (`@/` imports, import.meta.glob, Vite defines), so they are
 * loaded through Vite's SSR module loader with the project's own config.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';

const target = resolve('docs/openapi.json');
const server = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
try {
  const { writeOpenApi } = (await server.ssrLoadModule('/tests/contract/write-openapi.ts')) as {
    writeOpenApi: (file: string) => number;
  };
  console.info(`docs/openapi.json: ${writeOpenApi(target)} operations`);
} finally {
  await server.close();
}
