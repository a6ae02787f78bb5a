import { isEndpoint, type AnyEndpoint } from '@/lib/endpoint';

/**
 * Every operation the API layer declares: the exported endpoint definitions of the shared entities,
 * the features' api/ folders and the session. A fetcher calls only through these (tests/contract
 * checks no code calls the HTTP client around them), so this is the list of operations the portal uses.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/entities/**/*.ts', '/src/features/*/api/*.ts', '/src/lib/session/*.ts', '!**/*.test.ts'],
  { eager: true },
);

export function collectEndpoints(): AnyEndpoint[] {
  const found = new Map<string, AnyEndpoint>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      const endpoints = isEndpoint(value) ? [value] : resourceEndpoints(value);
      for (const endpoint of endpoints) {
        const known = found.get(endpoint.operationId);
        if (known && known !== endpoint) throw new Error(`operationId ${endpoint.operationId} is declared twice (${file}).`);
        found.set(endpoint.operationId, endpoint);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The endpoints a `createResourceApi` object carries. */
function resourceEndpoints(value: unknown): AnyEndpoint[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).filter(isEndpoint);
}
