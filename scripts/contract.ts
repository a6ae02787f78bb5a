/**
 * npm run contract: regenerates docs/openapi.json from the endpoint definitions' zod schemas.
 * The definitions are app modules, so they are loaded through Vite (app-modules.ts).
 */
import { resolve } from 'node:path';
import { openAppModules } from './app-modules';

const target = resolve('docs/openapi.json');
const server = await openAppModules();
try {
  const { writeOpenApi } = (await server.ssrLoadModule('/tests/contract/write-openapi.ts')) as {
    writeOpenApi: (file: string) => number;
  };
  console.info(`docs/openapi.json: ${writeOpenApi(target)} operations`);
} finally {
  await server.close();
}
