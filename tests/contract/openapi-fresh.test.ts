import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEndpoints } from './collect-endpoints';
import { renderOpenApiDocument } from './openapi-document';

describe('docs/openapi.json', () => {
  it('is what npm run contract generates from the endpoint definitions', () => {
    const committed = readFileSync('docs/openapi.json', 'utf8');
    expect(committed, 'docs/openapi.json is stale: run npm run contract and commit it').toBe(
      renderOpenApiDocument(collectEndpoints()),
    );
  });
});
