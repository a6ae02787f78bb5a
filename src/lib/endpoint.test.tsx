import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint, defineEndpoint, endpointUrl } from '@/lib/endpoint';
import { createResourceApi } from '@/lib/resource-api';
import { server } from '@/mocks/node';

const Thing = z.object({ id: z.string(), name: z.string() });

const renameThing = defineEndpoint({
  operationId: 'renameThing',
  method: 'put',
  path: '/things/{id}',
  summary: 'Rename a thing',
  tag: 'Things',
  params: z.object({ id: z.string() }),
  query: z.object({ dryRun: z.boolean() }),
  body: z.object({ name: z.string() }),
  response: Thing,
});

const forgetThings = defineEndpoint({ operationId: 'forgetThings', method: 'post', path: '/things/forget', summary: 'Forget', tag: 'Things' });

describe('endpointUrl', () => {
  it('fills and encodes the path parameters, and refuses a missing one', () => {
    expect(endpointUrl('/classes/{id}/reports/{term}', { id: 'a/b c', term: 2 })).toBe('/classes/a%2Fb%20c/reports/2');
    expect(() => endpointUrl('/classes/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

describe('callEndpoint', () => {
  it('sends method, path, query and body, and parses the answer', async () => {
    let seen: { method: string; url: URL; body: unknown } | undefined;
    server.use(
      http.put('*/api/things/:id', async ({ request }) => {
        seen = { method: request.method, url: new URL(request.url), body: await request.json() };
        return HttpResponse.json({ id: 't 1', name: 'New', extra: true });
      }),
    );
    const answer = await callEndpoint(renameThing, { params: { id: 't 1' }, query: { dryRun: true }, body: { name: 'New' } });
    expect(answer).toEqual({ id: 't 1', name: 'New' });
    expect(seen?.method).toBe('PUT');
    expect(seen?.url.pathname).toBe('/api/things/t%201');
    expect(seen?.url.searchParams.get('dryRun')).toBe('true');
    expect(seen?.body).toEqual({ name: 'New' });
  });

  it('rejects an answer that drifts from the schema', async () => {
    server.use(http.put('*/api/things/:id', () => HttpResponse.json({ id: 1 })));
    await expect(callEndpoint(renameThing, { params: { id: 'x' }, query: { dryRun: false }, body: { name: 'n' } })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('resolves a 204 operation with nothing to parse', async () => {
    server.use(http.post('*/api/things/forget', () => new HttpResponse(null, { status: 204 })));
    expect(forgetThings.status).toBe(204);
    await expect(callEndpoint(forgetThings)).resolves.toBeUndefined();
  });
});

describe('createResourceApi', () => {
  const things = createResourceApi({ key: 'things', path: '/things', tag: 'Things', singular: 'Thing', plural: 'Things', item: Thing, detail: Thing });

  it('declares list and get operations and keys them all → lists → list → details → detail', () => {
    expect([things.listEndpoint.operationId, things.listEndpoint.path]).toEqual(['listThings', '/things']);
    expect([things.getEndpoint.operationId, things.getEndpoint.path]).toEqual(['getThing', '/things/{id}']);
    expect(things.listQuery({ page: 1 }).queryKey).toEqual(['things', 'list', { page: 1 }]);
    expect(things.detailQuery('t1').queryKey).toEqual(['things', 'detail', 't1']);
  });

  it('fetches several items in one call by ids', async () => {
    let ids: string | null = null;
    server.use(
      http.get('*/api/things', ({ request }) => {
        ids = new URL(request.url).searchParams.get('ids');
        return HttpResponse.json({ data: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], count: 2 });
      }),
    );
    expect((await things.getMany(['a', 'b'])).data.map((thing) => thing.name)).toEqual(['A', 'B']);
    expect(ids).toBe('a,b');
  });
});
