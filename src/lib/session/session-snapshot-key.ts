/**
 * Where the last session's snapshot is kept (session-snapshot.ts). Apart from it, so that ending a session, which the
 * sign-in page's code can do, forgets the snapshot without loading the schemas that read one.
 */
export const SNAPSHOT_KEY = 'portal.sessionSnapshot';

/** A session the server ended: what it knew of the user goes with it. */
export function forgetSessionSnapshot(): void {
  try {
    window.localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Storage blocked: there is no snapshot to forget.
  }
}
