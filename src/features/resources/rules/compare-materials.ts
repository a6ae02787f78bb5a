/** The little of a material the comparison reads. */
export interface ComparedMaterial {
  id: string;
  title: string;
  materialType: string;
  content: object;
}

export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface MaterialChange<T extends ComparedMaterial> {
  kind: ChangeKind;
  published: T | null;
  current: T | null;
  /** What differs: 'title', 'position', or `content.<field>`. */
  changedFields: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function contentChanges(published: object, current: object): string[] {
  const before: Record<string, unknown> = { ...published };
  const after: Record<string, unknown> = { ...current };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !same(before[key], after[key])).map((key) => `content.${key}`);
}

/**
 * The published version beside the current one, material by material (matched by id): in the current
 * order, with removed materials where they stood in the published one; each marked added, removed,
 * changed (with the fields that differ) or unchanged.
 */
export function compareMaterials<T extends ComparedMaterial>(published: readonly T[], current: readonly T[]): MaterialChange<T>[] {
  const publishedById = new Map(published.map((material, index) => [material.id, { material, index }]));
  const currentIds = new Set(current.map((material) => material.id));
  const currentIndex = new Map(current.map((material, index) => [material.id, index]));
  const rows: MaterialChange<T>[] = current.map((material) => {
    const before = publishedById.get(material.id);
    if (!before) return { kind: 'added', published: null, current: material, changedFields: [] };
    const changedFields = [
      ...(before.material.title === material.title ? [] : ['title']),
      ...(before.material.materialType === material.materialType ? contentChanges(before.material.content, material.content) : ['type']),
    ];
    const keptOrder = published.filter((other) => currentIds.has(other.id)).findIndex((other) => other.id === material.id);
    if (keptOrder !== currentIndex.get(material.id)) changedFields.push('position');
    return { kind: changedFields.length > 0 ? 'changed' : 'unchanged', published: before.material, current: material, changedFields };
  });
  // Each removed material goes back after the material that preceded it in the published version.
  published.forEach((material, index) => {
    if (currentIds.has(material.id)) return;
    const previousId = published[index - 1]?.id;
    const at = previousId === undefined ? 0 : rows.findIndex((row) => (row.current ?? row.published)?.id === previousId) + 1;
    rows.splice(at, 0, { kind: 'removed', published: material, current: null, changedFields: [] });
  });
  return rows;
}
