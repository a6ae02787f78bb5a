import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint, type Endpoint, type ErrorStatus } from '@/lib/endpoint';
import {
  defineListEndpoint,
  fetchListOf,
  type ListDefinition as ListEndpointDefinition,
  type ListEndpoint,
} from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';

type QueryKey = readonly unknown[];
type ObjectSchema = z.ZodObject;

/** The query keys of one resource in the shape `createQueryKeys` builds: all → lists → list → details → detail. */
export interface ResourceKeys {
  all: QueryKey;
  lists: () => QueryKey;
  list: (params: ListParams) => QueryKey;
  details: () => QueryKey;
  detail: (id: string) => QueryKey;
}

/** What one list operation is (its document entry, item and filters) and how its query behaves. */
interface ListDefinition<Item extends z.ZodType> extends Omit<ListEndpointDefinition<Item, undefined>, 'params'> {
  /** Reference data changes rarely; lists of it are kept fresh this long. */
  staleTime?: number;
  /** The danger toast's fallback when the list cannot be loaded (query `meta.errorMessage`). */
  errorMessage?: string;
}

/** What one get-by-id operation is; `idParam` names the id in its path (`{id}` unless the contract says otherwise). */
interface DetailDefinition<Detail extends z.ZodType> {
  operationId: string;
  path: `/${string}`;
  summary: string;
  tag: string;
  response: Detail;
  idParam?: string;
  errors?: readonly ErrorStatus[];
  errorMessage?: string;
}

/** Fetchers, queryOptions and hook of one list, its path parameters (if any) filled in. */
function bindList<Item extends z.ZodType>(
  endpoint: ListEndpoint<Item, ObjectSchema | undefined>,
  pathParams: Readonly<Record<string, unknown>> | undefined,
  queryKey: (params: ListParams) => QueryKey,
  { staleTime, errorMessage }: Pick<ListDefinition<Item>, 'staleTime' | 'errorMessage'>,
) {
  const list = (params: ListParams, signal?: AbortSignal) =>
    pathParams ? fetchListOf(endpoint, params, { params: pathParams, signal }) : fetchListOf(endpoint, params, { signal });
  const listQuery = (params: ListParams) =>
    queryOptions({
      queryKey: queryKey(params),
      queryFn: ({ signal }) => list(params, signal),
      placeholderData: keepPreviousData,
      staleTime,
      meta: { errorMessage },
    });
  return {
    list,
    /** A page of the list, kept on screen while the next one loads. */
    listQuery,
    useList: (params: ListParams) => useQuery(listQuery(params)),
  };
}

/** Fetcher, queryOptions and hook of one item, the path parameters around its id filled in. */
function bindDetail<Detail extends z.ZodType>(
  endpoint: Endpoint<Detail, ObjectSchema, undefined, undefined>,
  pathParams: (id: string) => Readonly<Record<string, unknown>>,
  queryKey: (id: string) => QueryKey,
  errorMessage: string | undefined,
) {
  const get = (id: string, signal?: AbortSignal) => callEndpoint(endpoint, { params: pathParams(id), signal });
  const detailQuery = (id: string) =>
    queryOptions({ queryKey: queryKey(id), queryFn: ({ signal }) => get(id, signal), meta: { errorMessage } });
  return { get, detailQuery, useDetail: (id: string) => useQuery(detailQuery(id)) };
}

function defineDetailEndpoint<Detail extends z.ZodType>(definition: DetailDefinition<Detail>, around?: ObjectSchema) {
  const idParam = definition.idParam ?? 'id';
  return defineEndpoint({
    operationId: definition.operationId,
    method: 'get',
    path: definition.path,
    summary: definition.summary,
    tag: definition.tag,
    params: (around ?? z.object({})).extend({ [idParam]: z.string() }),
    response: definition.response,
    errors: definition.errors ?? [404],
  });
}

/** A list under the list contract at the API's top level (`/ebadges`). */
export function createListApi<Item extends z.ZodType>({
  queryKey,
  ...definition
}: ListDefinition<Item> & { queryKey: (params: ListParams) => QueryKey }) {
  const endpoint = defineListEndpoint(definition);
  return { endpoint, ...bindList(endpoint, undefined, queryKey, definition) };
}

/**
 * A list under the list contract that hangs under a parent (`/class-years/{classYearId}/ebadge-awards`):
 * `params` types the parent's path parameters, and `of(parent)` gives the list of one parent.
 */
export function createNestedListApi<Item extends z.ZodType, Parent extends ObjectSchema>({
  params,
  queryKey,
  ...definition
}: ListDefinition<Item> & { params: Parent; queryKey: (parent: z.input<Parent>, params: ListParams) => QueryKey }) {
  const endpoint = defineListEndpoint({ ...definition, params });
  return {
    endpoint,
    of: (parent: z.input<Parent>) => bindList(endpoint, parent, (list) => queryKey(parent, list), definition),
  };
}

/** One item by id at the API's top level (`/lessons/{lessonId}`). */
export function createDetailApi<Detail extends z.ZodType>({
  queryKey,
  ...definition
}: DetailDefinition<Detail> & { queryKey: (id: string) => QueryKey }) {
  const endpoint = defineDetailEndpoint(definition);
  const idParam = definition.idParam ?? 'id';
  return { endpoint, ...bindDetail(endpoint, (id) => ({ [idParam]: id }), queryKey, definition.errorMessage) };
}

/** One item by id under a parent (`/file-sharing/{share}/files/{fileId}`); `of(parent)` gives one parent's items. */
export function createNestedDetailApi<Detail extends z.ZodType, Parent extends ObjectSchema>({
  params,
  queryKey,
  ...definition
}: DetailDefinition<Detail> & { params: Parent; queryKey: (parent: z.input<Parent>, id: string) => QueryKey }) {
  const endpoint = defineDetailEndpoint(definition, params);
  const idParam = definition.idParam ?? 'id';
  return {
    endpoint,
    of: (parent: z.input<Parent>) =>
      bindDetail(endpoint, (id) => ({ ...parent, [idParam]: id }), (id) => queryKey(parent, id), definition.errorMessage),
  };
}

interface ResourceConfig<Item extends z.ZodType, Detail extends z.ZodType, Keys extends ResourceKeys> {
  /** Root of the query keys, e.g. `class-years`, or the keys themselves when the feature declares them apart. */
  key: string | Keys;
  path: `/${string}`;
  /** Where `GET` of one item lives when it is not `<path>/{id}`; it names the id as `idParam` says. */
  detailPath?: `/${string}{${string}}${string}`;
  /** The id's name in the detail path when the contract does not call it `id` (`/assignments/{assignmentId}`). */
  idParam?: string;
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
  staleTime?: number;
  /** What the document says of the two operations, when more than the generated "(list contract)" and "One … by id". */
  listSummary?: string;
  getSummary?: string;
  /** The danger toast's fallback when a list or an item cannot be loaded (query `meta.errorMessage`). */
  listErrorMessage?: string;
  detailErrorMessage?: string;
}

const spaced = (pascal: string) => pascal.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * The list-and-get half of a CRUD-shaped resource under the list contract: its two operations,
 * its query keys and its queryOptions, declared once for every area that reads it.
 */
export function createResourceApi<Item extends z.ZodType, Detail extends z.ZodType, Keys extends ResourceKeys = ResourceKeys>(
  config: ResourceConfig<Item, Detail, Keys>,
) {
  const keys = typeof config.key === 'string' ? createQueryKeys(config.key) : config.key;
  const idParam = config.idParam ?? 'id';
  const { endpoint: listEndpoint, ...listHalf } = createListApi({
    operationId: `list${config.plural}`,
    path: config.path,
    summary: config.listSummary ?? `${spaced(config.plural)} (list contract)`,
    tag: config.tag,
    item: config.item,
    filters: config.filters,
    errors: config.listErrors,
    staleTime: config.staleTime,
    errorMessage: config.listErrorMessage,
    queryKey: keys.list,
  });
  const { endpoint: getEndpoint, ...detailHalf } = createDetailApi({
    operationId: `get${config.singular}`,
    path: config.detailPath ?? `${config.path}/{${idParam}}`,
    summary: config.getSummary ?? `One ${spaced(config.singular).toLowerCase()} by id`,
    tag: config.tag,
    idParam,
    response: config.detail,
    errors: config.getErrors,
    errorMessage: config.detailErrorMessage,
    queryKey: keys.detail,
  });
  return {
    keys,
    listEndpoint,
    getEndpoint,
    ...listHalf,
    ...detailHalf,
    /** Exactly these items, in one call (`ids=`), for hydrating a selection. */
    getMany: (ids: readonly string[], signal?: AbortSignal) => listHalf.list({ ids, pageSize: ids.length }, signal),
  };
}
