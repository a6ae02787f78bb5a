import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint, type ErrorStatus } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';

/** The query keys of one resource, as `createQueryKeys` builds them. */
type ResourceKeys = ReturnType<typeof createQueryKeys<string>>;

interface ResourceConfig<Item extends z.ZodType, Detail extends z.ZodType> {
  /** Root of the query keys, e.g. `class-years`, or the keys themselves when the feature declares them apart. */
  key: string | ResourceKeys;
  path: `/${string}`;
  /** Where `GET` of one item lives when it is not `<path>/{id}`; it names `{id}`. */
  detailPath?: `/${string}{id}${string}`;
  tag: string;
  /** PascalCase names for the operationIds: `list<Plural>`, `get<Singular>`. */
  singular: string;
  plural: string;
  item: Item;
  /** What `GET <path>/{id}` answers (the item schema again when it is no richer). */
  detail: Detail;
  filters?: readonly string[];
  listErrors?: readonly ErrorStatus[];
  getErrors?: readonly ErrorStatus[];
  /** Reference data changes rarely; lists of it are kept fresh this long. */
  staleTime?: number;
  /** What the document says of the two operations, when more than the generated "(list contract)" and "One … by id". */
  listSummary?: string;
  getSummary?: string;
  /** The danger toast's fallback when a list or an item cannot be loaded (query `meta.errorMessage`). */
  listErrorMessage?: string;
  detailErrorMessage?: string;
}

const IdParams = z.object({ id: z.string() });

/**
 * The list-and-get half of a CRUD-shaped resource under the list contract: its two operations,
 * its query keys and its queryOptions, declared once for every area that reads it.
 */
export function createResourceApi<Item extends z.ZodType, Detail extends z.ZodType>(
  config: ResourceConfig<Item, Detail>,
) {
  const keys = typeof config.key === 'string' ? createQueryKeys(config.key) : config.key;
  const listEndpoint = defineListEndpoint({
    operationId: `list${config.plural}`,
    path: config.path,
    summary: config.listSummary ?? `${config.plural.replace(/([a-z])([A-Z])/g, '$1 $2')} (list contract)`,
    tag: config.tag,
    item: config.item,
    filters: config.filters,
    errors: config.listErrors,
  });
  const getEndpoint = defineEndpoint({
    operationId: `get${config.singular}`,
    method: 'get',
    path: config.detailPath ?? `${config.path}/{id}`,
    summary: config.getSummary ?? `One ${config.singular.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} by id`,
    tag: config.tag,
    params: IdParams,
    response: config.detail,
    errors: config.getErrors ?? [404],
  });
  const list = (params: ListParams, signal?: AbortSignal) => fetchListOf(listEndpoint, params, { signal });
  const get = (id: string, signal?: AbortSignal) => callEndpoint(getEndpoint, { params: { id }, signal });
  const listQuery = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => list(params, signal),
      placeholderData: keepPreviousData,
      staleTime: config.staleTime,
      meta: { errorMessage: config.listErrorMessage },
    });
  const detailQuery = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => get(id, signal),
      meta: { errorMessage: config.detailErrorMessage },
    });
  return {
    keys,
    listEndpoint,
    getEndpoint,
    list,
    get,
    /** Exactly these items, in one call (`ids=`), for hydrating a selection. */
    getMany: (ids: readonly string[], signal?: AbortSignal) => list({ ids, pageSize: ids.length }, signal),
    listQuery,
    detailQuery,
    /** A page of the list, kept on screen while the next one loads. */
    useList: (params: ListParams) => useQuery(listQuery(params)),
    /** One item by id. */
    useDetail: (id: string) => useQuery(detailQuery(id)),
  };
}
