import { z } from 'zod';
import { defineEndpoint, sendRequest, type Endpoint, type ErrorStatus } from '@/lib/endpoint';
import { listResponseSchema, serializeListParams, type ListParams, type ListResponse } from '@/lib/list-query';

/** The list contract's query parameters (docs/api.md, "Lists"), as the document describes them. */
export const listQuerySchema = z.object({
  page: z.number().int().min(0).optional().meta({ description: 'Page number from 0.' }),
  pageSize: z.number().int().min(0).optional().meta({ description: 'Items per page; 0 returns every item.' }),
  sortBy: z.string().optional().meta({ description: 'A field name, prefixed with - for descending.' }),
  fields: z.string().optional().meta({ description: 'JSON-encoded array of the fields to return.' }),
  relations: z.string().optional().meta({ description: 'JSON-encoded array of the relations to embed.' }),
  ids: z.string().optional().meta({ description: 'Comma-separated ids: exactly these items.' }),
  search: z.string().optional().meta({ description: 'Case-insensitive "contains" on the search key.' }),
});

type ObjectSchema = z.ZodObject;

export type ListEndpoint<Item extends z.ZodType, Params extends ObjectSchema | undefined = ObjectSchema | undefined> =
  Endpoint<ReturnType<typeof listResponseSchema<Item>>, Params, ObjectSchema, undefined> & { readonly item: Item };

export interface ListDefinition<Item extends z.ZodType, Params extends ObjectSchema | undefined> {
  operationId: string;
  path: `/${string}`;
  summary: string;
  tag: string;
  item: Item;
  params?: Params;
  /** Plain filters beyond the list contract, documented as optional string parameters. */
  filters?: readonly string[];
  /** Filters the backend requires (400 without them). */
  requiredFilters?: readonly string[];
  errors?: readonly ErrorStatus[];
}

/** A GET answering `{ data: Item[], count? }` under the list contract. */
export function defineListEndpoint<Item extends z.ZodType, Params extends ObjectSchema | undefined = undefined>({
  item,
  filters = [],
  requiredFilters = [],
  errors = [],
  ...definition
}: ListDefinition<Item, Params>): ListEndpoint<Item, Params> {
  const filterShape: Record<string, z.ZodType> = Object.fromEntries([
    ...filters.map((name) => [name, z.string().optional()] as const),
    ...requiredFilters.map((name) => [name, z.string()] as const),
  ]);
  // The wire carries every filter as a string; the typed ListParams is what callers build.
  const query: ObjectSchema = listQuerySchema.extend(filterShape);
  return {
    ...defineEndpoint({ ...definition, method: 'get', query, response: listResponseSchema(item), errors }),
    item,
  };
}

/** Fetches one page (or all, pageSize 0) of a list endpoint and parses it. */
export async function fetchListOf<Item extends z.ZodType, Params extends ObjectSchema | undefined>(
  endpoint: ListEndpoint<Item, Params>,
  listParams: ListParams,
  options: { signal?: AbortSignal } & (Params extends ObjectSchema ? { params: z.input<Params> } : { params?: never }),
): Promise<ListResponse<z.output<Item>>> {
  const data = await sendRequest(endpoint, {
    params: options.params,
    query: serializeListParams(listParams),
    signal: options.signal,
  });
  return listResponseSchema(endpoint.item).parse(data);
}
