/**
 * The query-key factory of one resource, in the shape every cache entry follows:
 * all → lists → list(params) → details → detail(id). Invalidating `all` refreshes everything
 * the resource answered, `lists()` every list, `detail(id)` one item and what hangs below it.
 */
export function createQueryKeys<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/**
 * Root of every class report's cached data. Lives here, not in the reports feature, because saving a form-class,
 * LEAPS or CCA record must invalidate it (features never import each other) so the next PDF carries the change.
 */
export const classReportsRootKey = ['class-reports'] as const;
