import type { ListFilterValue } from '@/lib/list-query';

/** One choice of a {@link SearchableSelect}. */
export interface SelectOption {
  value: string;
  label: string;
  /** The item as the server sent it (with the requested fields). */
  item: Readonly<Record<string, unknown>>;
}

/** Where and how the select asks the server (spec §7 "Searchable select list"). */
export interface SelectSource {
  /** Plural resource path, e.g. '/subjects'. */
  resource: string;
  searchKey: string;
  valueKey: string;
  labelKey: string;
  /** The JSON-encoded field selection. */
  fields: readonly string[];
  filters?: Readonly<Record<string, ListFilterValue>>;
}

/** What a "Create …" option posts: `{ [field]: value, ...extraFields }` to the resource. */
export interface CreateConfig {
  /** Entity name in the confirmation and toast, e.g. 'Subject'. */
  entity: string;
  /** The name-like field the typed text goes to, e.g. 'name'. */
  field: string;
  extraFields?: Readonly<Record<string, unknown>>;
}

/** Query keys of the select, so a create can refresh every list of its resource. */
export const selectKeys = {
  resource: (resource: string) => ['searchable-select', resource] as const,
  list: (source: SelectSource, search: string) =>
    ['searchable-select', source.resource, 'list', { ...source, search }] as const,
  detail: (resource: string, id: string) => ['searchable-select', resource, 'detail', id] as const,
  ids: (resource: string, fields: readonly string[], ids: readonly string[]) =>
    ['searchable-select', resource, 'ids', { fields, ids }] as const,
};

/** Turns a server item into an option; items without a usable value are skipped. */
export function toOption(item: Readonly<Record<string, unknown>>, valueKey: string, labelKey: string): SelectOption | null {
  const value = item[valueKey];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const label = item[labelKey];
  return {
    value: String(value),
    label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value),
    item,
  };
}
