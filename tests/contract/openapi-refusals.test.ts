import { describe, expect, it } from 'vitest';
import { openApi } from './replay-client';

const operations = Object.values(openApi.paths).flatMap((item) => Object.values(item));

describe('docs/openapi.json documents the refusals', () => {
  it('lists 413, 415 and 422 on every operation that takes a body', () => {
    const withBody = operations.filter((operation) => operation.requestBody !== undefined);
    expect(withBody.length).toBeGreaterThan(0);
    for (const operation of withBody) {
      expect(Object.keys(operation.responses), operation.operationId).toEqual(expect.arrayContaining(['413', '415', '422']));
    }
  });

  it('lists 429 with a Retry-After header on sign-in', () => {
    const login = operations.find((operation) => operation.operationId === 'login');
    expect(login?.responses['429']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
  });
});
