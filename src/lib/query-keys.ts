/**
 * The query-key factory of one resource, in the shape every cache entry follows:
 * all → lists → list(params) → details → detail(id). Invalidating `all` refreshes everything
 * the resource answered, `lists()` every list, `detail(id)` one item and what hangs below it.
 * More than one name nests the resource under a feature's root (`createQueryKeys('resources', 'subjects')`).
 */
export function createQueryKeys<const Path extends readonly [string, ...string[]]>(...path: Path) {
  const all = path;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/**
 * The roots of caches one feature owns and another feature's writes make stale (features never import each other).
 * The owner builds its keys from its root; a writer names the root in its mutation's `meta.invalidates`, and the
 * query client refreshes it after the write succeeds. A renamed or removed root fails `tsc` at every writer.
 */
export const SHARED_QUERY_ROOTS = {
  /** `/assignments` lists (assignments feature); issuing work from the resources feature adds to them. */
  assignments: 'assignments',
  /** Every class report's data (reports feature); saving a form-class, LEAPS or CCA record changes the next PDF. */
  classReports: 'class-reports',
} as const;
export type SharedQueryRoot = keyof typeof SHARED_QUERY_ROOTS;

/** The query key under which every cache entry of a shared root lives. */
export const sharedRootKey = (root: SharedQueryRoot) => [SHARED_QUERY_ROOTS[root]] as const;
