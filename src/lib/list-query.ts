import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** A filter value as it travels in the query string; empty values are dropped. */
export type ListFilterValue = string | number | boolean | null | undefined;

/**
 * The list contract of docs/api.md: `page` from 0, `pageSize` (0 = every item), `sortBy` with a
 * `-` prefix for descending, `fields`/`relations` as selections, `ids` for multi-fetch, and any
 * other key as a plain equality or search filter.
 */
export interface ListParams {
  page?: number;
  pageSize?: number;
  sortBy?: string;
  fields?: readonly string[];
  relations?: readonly string[];
  ids?: readonly string[];
  filters?: Readonly<Record<string, ListFilterValue>>;
}

/** The wire form of {@link ListParams}: every value a string, ready for axios `params`. */
export function serializeListParams(params: ListParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  if (params.page !== undefined) out.page = String(params.page);
  if (params.pageSize !== undefined) out.pageSize = String(params.pageSize);
  if (params.sortBy) out.sortBy = params.sortBy;
  if (params.fields?.length) out.fields = JSON.stringify(params.fields);
  if (params.relations?.length) out.relations = JSON.stringify(params.relations);
  if (params.ids) out.ids = params.ids.join(',');
  return out;
}

/** The schema of a list answer, `{ data: T[], count?: number }`, for any item schema. */
export function listResponseSchema<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({ data: z.array(itemSchema), count: z.number().int().nonnegative().optional() });
}

/** A parsed list answer. */
export interface ListResponse<T> {
  data: T[];
  count?: number;
}

/**
 * GETs a list resource through the API client and validates the answer, so a backend that drifts
 * from the contract fails with a clear error instead of a white screen.
 */
export async function fetchList<Item extends z.ZodType>(
  path: string,
  params: ListParams,
  itemSchema: Item,
  signal?: AbortSignal,
): Promise<ListResponse<z.infer<Item>>> {
  const response = await apiClient.get<unknown>(path, { params: serializeListParams(params), signal });
  return listResponseSchema(itemSchema).parse(response.data);
}
