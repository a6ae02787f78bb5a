import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';

describe('docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // Handed over parsed: under jsdom the parser would fetch a path from the test page's origin.
    const document: Parameters<typeof SwaggerParser.validate>[0] = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
    const api = await SwaggerParser.validate(document);
    expect(api).toHaveProperty('openapi', '3.1.0');
  });
});
