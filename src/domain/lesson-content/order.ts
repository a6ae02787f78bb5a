/**
 * The list after moving `id` to the 0-based position `toIndex` (clamped to the list); the others keep
 * their relative order. Spec §7: the moved material's new position is sent as its `order`.
 */
export function moveItem<T extends string>(ids: readonly T[], id: T, toIndex: number): T[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const target = Math.max(0, Math.min(ids.length - 1, Number.isFinite(toIndex) ? Math.trunc(toIndex) : from));
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, target), id, ...rest.slice(target)];
}

/** Orders 0..n-1 for the ids as listed, keyed by id. */
export function ordersOf<T extends string>(ids: readonly T[]): Map<T, number> {
  return new Map(ids.map((id, index) => [id, index]));
}
