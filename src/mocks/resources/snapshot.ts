import type { PublishedMaterial, ResourceMaterial } from './schema';

/** A material as students receive it, frozen in the published version. */
export function snapshotOf(material: ResourceMaterial): PublishedMaterial {
  const { contentId: _omitted, ...rest } = material;
  return rest;
}
