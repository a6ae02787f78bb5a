import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectKeys, toOption, type SelectOption, type SelectSource } from '@/components/searchable-select/types';
import { SEARCHABLE_SELECT_PAGE_SIZE } from '@/config/constants';
import { fetchList } from '@/lib/list-query';

/** Items are read generically: the value and label keys are configurable. */
export const selectItemSchema = z.record(z.string(), z.unknown());

/** One search's options, page by page (page from 0, page size 5), with "load more". */
export function useSelectOptions(source: SelectSource, search: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: selectKeys.list(source, search),
    queryFn: ({ pageParam, signal }) =>
      fetchList(
        source.resource,
        {
          page: pageParam,
          pageSize: SEARCHABLE_SELECT_PAGE_SIZE,
          fields: source.fields,
          filters: { ...source.filters, [source.searchKey]: search.trim() || undefined },
        },
        selectItemSchema,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      const more =
        lastPage.count === undefined ? lastPage.data.length === SEARCHABLE_SELECT_PAGE_SIZE : loaded < lastPage.count;
      return more && lastPage.data.length > 0 ? pages.length : undefined;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
  const options: SelectOption[] = [];
  const seen = new Set<string>();
  for (const page of query.data?.pages ?? []) {
    for (const item of page.data) {
      const option = toOption(item, source.valueKey, source.labelKey);
      if (option && !seen.has(option.value)) {
        seen.add(option.value);
        options.push(option);
      }
    }
  }
  return { ...query, options };
}
