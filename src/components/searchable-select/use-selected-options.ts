import { useQuery } from '@tanstack/react-query';
import { selectItemSchema } from '@/components/searchable-select/use-select-options';
import { selectKeys, toOption, type SelectOption, type SelectSource } from '@/components/searchable-select/types';
import { apiClient } from '@/lib/api-client';
import { fetchList } from '@/lib/list-query';

/**
 * The options of the selected values. Values whose label is already known (picked from the list or
 * just created) cost nothing; a single unknown value is fetched by id, several through `ids=`.
 */
export function useSelectedOptions(
  source: SelectSource,
  values: readonly string[],
  known: ReadonlyMap<string, SelectOption>,
  multiple: boolean,
) {
  const missing = values.filter((value) => !known.has(value));
  const single = !multiple && missing.length === 1 ? missing[0] : undefined;

  const detail = useQuery({
    queryKey: selectKeys.detail(source.resource, single ?? ''),
    queryFn: async ({ signal }) => {
      const response = await apiClient.get<unknown>(`${source.resource}/${encodeURIComponent(single ?? '')}`, { signal });
      return selectItemSchema.parse(response.data);
    },
    enabled: single !== undefined,
  });

  const many = useQuery({
    queryKey: selectKeys.ids(source.resource, source.fields, missing),
    queryFn: ({ signal }) =>
      fetchList(source.resource, { ids: missing, pageSize: missing.length, fields: source.fields }, selectItemSchema, signal),
    enabled: multiple && missing.length > 0,
  });

  const fetched = new Map<string, SelectOption>();
  const items = [...(detail.data && single !== undefined ? [detail.data] : []), ...(many.data?.data ?? [])];
  for (const item of items) {
    const option = toOption(item, source.valueKey, source.labelKey);
    if (option) fetched.set(option.value, option);
  }
  const selected = values.map(
    (value) => known.get(value) ?? fetched.get(value) ?? { value, label: '', item: { [source.valueKey]: value } },
  );
  return { selected, isLoading: detail.isFetching || many.isFetching, error: detail.error ?? many.error };
}
