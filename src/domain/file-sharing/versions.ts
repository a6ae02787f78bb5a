/** What the version rules need of a version. */
export interface VersionLike {
  version: number;
}

/** Newest first: the version history as people read it, the current version on top. */
export function orderVersions<V extends VersionLike>(versions: readonly V[]): V[] {
  return [...versions].sort((a, b) => b.version - a.version);
}

/** The current version is the newest: uploading or restoring always adds one, history is never rewritten. */
export function currentVersionOf<V extends VersionLike>(versions: readonly V[]): V | undefined {
  return orderVersions(versions)[0];
}

/** The number the next upload or restore gets. */
export function nextVersionNumber(versions: readonly VersionLike[]): number {
  return versions.reduce((highest, { version }) => Math.max(highest, version), 0) + 1;
}
