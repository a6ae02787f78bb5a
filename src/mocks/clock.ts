/**
 * The backend's notion of "now". Real time by default; tests pin it so that week-based figures do not
 * depend on the day the suite runs.
 */
let pinned: number | null = null;

export function now(): number {
  return pinned ?? Date.now();
}

export function setDemoNow(instant: Date | string | null): void {
  pinned = instant === null ? null : new Date(instant).getTime();
}
