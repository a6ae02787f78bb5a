import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDetailApi, createListApi, createNestedDetailApi, createNestedListApi, createResourceApi } from '@/lib/resource-api';
import { server } from '@/mocks/node';

const Thing = z.object({ id: z.string(), name: z.string() });
const OwnerParams = z.object({ ownerId: z.string() });

describe('resource api halves', () => {
  it('places the item under a named path parameter when the resource does not call it id', async () => {
    const things = createResourceApi({
      key: 'things',
      path: '/things',
      detailPath: '/things/{thingId}',
      idParam: 'thingId',
      tag: 'Things',
      singular: 'Thing',
      plural: 'Things',
      item: Thing,
      detail: Thing,
    });
    server.use(http.get('*/api/things/:thingId', ({ params }) => HttpResponse.json({ id: params.thingId, name: 'T' })));
    expect(things.getEndpoint.path).toBe('/things/{thingId}');
    expect(Object.keys(things.getEndpoint.params?.shape ?? {})).toEqual(['thingId']);
    await expect(things.get('t1')).resolves.toEqual({ id: 't1', name: 'T' });
  });

  it('reads a list that hangs under a parent, keyed by the parent', async () => {
    const ownedThings = createNestedListApi({
      operationId: 'listOwnedThings',
      path: '/owners/{ownerId}/things',
      summary: 'An owner’s things',
      tag: 'Things',
      params: OwnerParams,
      item: Thing,
      filters: ['name'],
      queryKey: ({ ownerId }, params) => ['owners', ownerId, 'things', params] as const,
      errorMessage: 'Could not load the things.',
    });
    let asked = '';
    server.use(
      http.get('*/api/owners/:ownerId/things', ({ params, request }) => {
        asked = `${String(params.ownerId)} ${new URL(request.url).searchParams.get('name') ?? ''}`;
        return HttpResponse.json({ data: [{ id: 'a', name: 'A' }], count: 1 });
      }),
    );
    const ofOwner = ownedThings.of({ ownerId: 'o1' });
    expect(ofOwner.listQuery({ page: 2 }).queryKey).toEqual(['owners', 'o1', 'things', { page: 2 }]);
    expect(ofOwner.listQuery({}).meta).toEqual({ errorMessage: 'Could not load the things.' });
    expect((await ofOwner.list({ filters: { name: 'A' } })).data).toEqual([{ id: 'a', name: 'A' }]);
    expect(asked).toBe('o1 A');
  });

  it('reads one item under a parent, the parent and the id both in its path', async () => {
    const ownedThing = createNestedDetailApi({
      operationId: 'getOwnedThing',
      path: '/owners/{ownerId}/things/{thingId}',
      summary: 'One of an owner’s things',
      tag: 'Things',
      params: OwnerParams,
      idParam: 'thingId',
      response: Thing,
      queryKey: ({ ownerId }, id) => ['owners', ownerId, 'thing', id] as const,
    });
    server.use(
      http.get('*/api/owners/:ownerId/things/:thingId', ({ params }) =>
        HttpResponse.json({ id: params.thingId, name: String(params.ownerId) }),
      ),
    );
    expect(ownedThing.of({ ownerId: 'o1' }).detailQuery('t1').queryKey).toEqual(['owners', 'o1', 'thing', 't1']);
    await expect(ownedThing.of({ ownerId: 'o1' }).get('t1')).resolves.toEqual({ id: 't1', name: 'o1' });
  });

  it('declares a list alone and an item alone with the keys their feature gives', () => {
    const catalogue = createListApi({
      operationId: 'listCatalogue',
      path: '/catalogue',
      summary: 'The catalogue',
      tag: 'Things',
      item: Thing,
      queryKey: (params) => ['catalogue', params] as const,
      staleTime: 60_000,
    });
    const entry = createDetailApi({
      operationId: 'getCatalogueEntry',
      path: '/catalogue/{entryId}',
      summary: 'One entry',
      tag: 'Things',
      idParam: 'entryId',
      response: Thing,
      queryKey: (id) => ['catalogue', 'entry', id] as const,
    });
    expect(catalogue.listQuery({ pageSize: 0 })).toMatchObject({ queryKey: ['catalogue', { pageSize: 0 }], staleTime: 60_000 });
    expect(catalogue.endpoint.operationId).toBe('listCatalogue');
    expect(entry.detailQuery('e1').queryKey).toEqual(['catalogue', 'entry', 'e1']);
    expect(entry.endpoint.path).toBe('/catalogue/{entryId}');
  });
});
