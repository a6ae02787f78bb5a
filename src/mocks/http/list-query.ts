import { HttpError } from './errors';

export interface ListQuery {
  page: number;
  /** 0 means every item. */
  pageSize: number;
  sortBy: string | null;
  fields: string[] | null;
  relations: string[];
  ids: string[] | null;
  search: string | null;
  /** Every other parameter: a filter on the field of that name. */
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_SIZE = 10;
const RESERVED = new Set(['page', 'pageSize', 'sortBy', 'fields', 'relations', 'ids', 'search']);

function nonNegativeInt(value: string | null, name: string, fallback: number): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new HttpError(400, `${name} must be a whole number of 0 or more.`);
  return number;
}

function jsonStringArray(value: string | null, name: string): string[] | null {
  if (value === null || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new HttpError(400, `${name} must be a JSON-encoded array of names.`);
  }
  if (!Array.isArray(parsed) || !parsed.every((item): item is string => typeof item === 'string')) {
    throw new HttpError(400, `${name} must be a JSON-encoded array of names.`);
  }
  return parsed;
}

/** Reads the list contract of docs/api.md from a request URL; bad values are a 400. */
export function parseListQuery(url: URL): ListQuery {
  const params = url.searchParams;
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!RESERVED.has(key)) filters[key] = value;
  });
  const ids = params.get('ids');
  return {
    page: nonNegativeInt(params.get('page'), 'page', 0),
    pageSize: nonNegativeInt(params.get('pageSize'), 'pageSize', DEFAULT_PAGE_SIZE),
    sortBy: params.get('sortBy') || null,
    fields: jsonStringArray(params.get('fields'), 'fields'),
    relations: jsonStringArray(params.get('relations'), 'relations') ?? [],
    ids: ids === null ? null : ids.split(',').map((id) => id.trim()).filter(Boolean),
    search: params.get('search') || null,
    filters,
  };
}

type Row = Record<string, unknown>;

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** Sorts by a field, `-field` for descending; ties keep id order so pages never overlap. */
export function sortBy<T extends { id: string }>(items: ReadonlyArray<T>, key: string | null): T[] {
  if (!key) return [...items];
  const descending = key.startsWith('-');
  const field = descending ? key.slice(1) : key;
  const first = items[0] as Row | undefined;
  if (first && !Object.hasOwn(first, field)) throw new HttpError(400, `Cannot sort by "${field}".`);
  return [...items].sort((a, b) => {
    const order = compareValues((a as Row)[field], (b as Row)[field]);
    return (descending ? -order : order) || a.id.localeCompare(b.id);
  });
}

export function paginate<T>(items: ReadonlyArray<T>, page: number, pageSize: number): T[] {
  if (pageSize === 0) return [...items];
  return items.slice(page * pageSize, (page + 1) * pageSize);
}

const contains = (value: unknown, needle: string): boolean =>
  typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase());

export interface ListOptions<T> {
  /** Fields matched by "contains"; the first is the target of `search`. */
  searchKeys: ReadonlyArray<keyof T & string>;
  /** Embeddable relations by name. */
  relations?: Record<string, (item: T) => unknown>;
}

/**
 * The whole list contract in one place: ids, search, filters, sort, count, page, relations, fields.
 * Filters on a field the resource does not have are ignored, as most servers ignore unknown parameters.
 */
export function applyListQuery<T extends { id: string; createdAt: string }>(
  items: ReadonlyArray<T>,
  query: ListQuery,
  options: ListOptions<T>,
): { data: Row[]; count: number } {
  const [defaultSearchKey] = options.searchKeys;
  let rows = [...items];
  if (query.ids) {
    const wanted = new Set(query.ids);
    rows = rows.filter((row) => wanted.has(row.id));
  }
  const search = query.search;
  if (search && defaultSearchKey) rows = rows.filter((row) => contains(row[defaultSearchKey], search));
  const sample = items[0] as Row | undefined;
  for (const [key, value] of Object.entries(query.filters)) {
    if (!sample || !Object.hasOwn(sample, key)) continue;
    const isSearchKey = (options.searchKeys as ReadonlyArray<string>).includes(key);
    rows = rows.filter((row) => {
      const field = (row as Row)[key];
      return isSearchKey ? contains(field, value) : String(field) === value;
    });
  }
  const embed = relationsFor(query.relations, options.relations);
  refuseUnknownFields(query.fields, items);
  const sorted = sortBy(rows, query.sortBy);
  const data = paginate(sorted, query.page, query.pageSize).map((row) => shape(row, query.fields, embed));
  return { data, count: rows.length };
}

/**
 * A 400 naming the first asked field no row has (an optional field may be absent from some rows);
 * an empty list has nothing to check against.
 */
export function refuseUnknownFields(fields: ReadonlyArray<string> | null, items: ReadonlyArray<object>): void {
  if (!fields) return;
  const known = new Set(items.flatMap((item) => Object.keys(item)));
  const unknownField = known.size > 0 ? fields.find((field) => !known.has(field)) : undefined;
  if (unknownField !== undefined) throw new HttpError(400, `fields: unknown field "${unknownField}".`);
}

/**
 * The embedders of the requested relations, in order; an unknown name is a 400 naming it. Looked up
 * as own properties into a Map, so `__proto__`, `toString` or `constructor` are unknown names like
 * any other rather than what every object inherits.
 */
export function relationsFor<T>(
  requested: ReadonlyArray<string>,
  known: Record<string, (item: T) => unknown> | undefined,
): Map<string, (item: T) => unknown> {
  const embedders = new Map(Object.entries(known ?? {}));
  const chosen = new Map<string, (item: T) => unknown>();
  for (const name of requested) {
    const embed = embedders.get(name);
    if (!embed) throw new HttpError(400, `relations: unknown relation "${name}".`);
    chosen.set(name, embed);
  }
  return chosen;
}

/** A row with only the asked fields (and its id and createdAt), and the asked relations embedded. */
export function shape<T>(row: T, fields: ReadonlyArray<string> | null, embed: ReadonlyMap<string, (item: T) => unknown>): Row {
  const source = row as Row;
  const picked = new Map<string, unknown>(
    fields
      ? ['id', 'createdAt', ...fields].filter((key) => Object.hasOwn(source, key)).map((key) => [key, source[key]])
      : Object.entries(source),
  );
  for (const [name, relation] of embed) picked.set(name, relation(row) ?? null);
  return Object.fromEntries(picked);
}
