import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchList, listResponseSchema, serializeListParams } from '@/lib/list-query';
import { server } from '@/mocks/node';

describe('serializeListParams', () => {
  it('encodes selections as JSON, ids comma-separated and drops empty filters', () => {
    expect(
      serializeListParams({
        page: 0,
        pageSize: 5,
        sortBy: '-fullName',
        fields: ['id', 'name'],
        relations: ['student', 'admission.branch'],
        ids: ['a', 'b'],
        filters: { branchId: 'b1', status: '', level: undefined, active: true },
      }),
    ).toEqual({
      page: '0',
      pageSize: '5',
      sortBy: '-fullName',
      fields: '["id","name"]',
      relations: '["student","admission.branch"]',
      ids: 'a,b',
      branchId: 'b1',
      active: 'true',
    });
  });

  it('keeps pageSize 0 (every item)', () => {
    expect(serializeListParams({ pageSize: 0 })).toEqual({ pageSize: '0' });
  });
});

describe('fetchList', () => {
  const item = z.object({ id: z.string(), name: z.string() });

  it('sends the contract parameters and parses the answer', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get('*/api/subjects', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [{ id: '1', name: 'Maths' }], count: 7 });
      }),
    );
    const result = await fetchList('/subjects', { page: 1, pageSize: 5, fields: ['id', 'name'] }, item);
    expect(result).toEqual({ data: [{ id: '1', name: 'Maths' }], count: 7 });
    expect(seen?.get('page')).toBe('1');
    expect(seen?.get('fields')).toBe('["id","name"]');
  });

  it('rejects an answer that drifts from the contract', async () => {
    server.use(http.get('*/api/subjects', () => HttpResponse.json({ items: [] })));
    await expect(fetchList('/subjects', {}, item)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('accepts a list without count', () => {
    expect(listResponseSchema(item).parse({ data: [] })).toEqual({ data: [] });
  });
});
