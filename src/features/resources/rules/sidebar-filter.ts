/** One row of the sidebar: the item and its 0-based position in the whole list, filtered or not. */
export interface PositionedItem<T> {
  item: T;
  position: number;
}

/** The search as the filter reads it: trimmed and lower-cased (the sidebar shows what was typed). */
export function normalizeTitleQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/**
 * The items whose title contains the query, case-insensitive, each with its position in the full list
 * (positions are never renumbered by a search). An empty query keeps everything.
 */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): PositionedItem<T>[] {
  const needle = normalizeTitleQuery(query);
  const rows = items.map((item, position) => ({ item, position }));
  if (needle === '') return rows;
  return rows.filter(({ item }) => item.title.toLocaleLowerCase().includes(needle));
}
