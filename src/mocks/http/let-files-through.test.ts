import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { letFilesThrough } from './let-files-through';

const answer = (url: string) => getResponse([letFilesThrough], new Request(url));

describe('letFilesThrough', () => {
  it("lets the portal's own files through at the first handler", async () => {
    for (const url of ['http://localhost:4173/assets/content-page-1a2b.js', 'http://localhost:4173/favicon.svg', 'http://localhost:4173/apidocs/x'])
      expect((await answer(url))?.headers.get('x-msw-intention')).toBe('passthrough');
  });

  it('leaves every /api request to the demo backend', async () => {
    expect(await answer('http://localhost:4173/api/me')).toBeUndefined();
    expect(await answer('http://localhost:4173/api/lessons/ls-1?pageSize=0')).toBeUndefined();
  });
});
