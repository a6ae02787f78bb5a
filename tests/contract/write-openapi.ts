import { writeFileSync } from 'node:fs';
import { collectEndpoints } from './collect-endpoints';
import { renderOpenApiDocument } from './openapi-document';

/** Loaded by scripts/contract.ts through Vite, which resolves the glob and the `@/` imports. */
export function writeOpenApi(file: string): number {
  const endpoints = collectEndpoints();
  writeFileSync(file, renderOpenApiDocument(endpoints));
  return endpoints.length;
}
