import { LESSON_SIDEBAR_DEFAULT_WIDTH_PX } from '@/config/constants';

/** What the lesson sidebar keeps in local storage (spec §4): one JSON value under one key. */
export interface SidebarPrefs {
  minimized: boolean;
  /** As the user left it; clamped to the window only when shown, so a smaller window does not shrink it for good. */
  width: number;
}

export const DEFAULT_SIDEBAR_PREFS: SidebarPrefs = { minimized: false, width: LESSON_SIDEBAR_DEFAULT_WIDTH_PX };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a stored value field by field: missing, corrupt or foreign JSON falls back to the defaults,
 * and one bad field does not cost the other.
 */
export function parseSidebarPrefs(raw: string | null): SidebarPrefs {
  if (raw === null) return DEFAULT_SIDEBAR_PREFS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SIDEBAR_PREFS;
  }
  if (!isRecord(value)) return DEFAULT_SIDEBAR_PREFS;
  const { minimized, width } = value;
  return {
    minimized: typeof minimized === 'boolean' ? minimized : DEFAULT_SIDEBAR_PREFS.minimized,
    width: typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : DEFAULT_SIDEBAR_PREFS.width,
  };
}

export function serializeSidebarPrefs(prefs: SidebarPrefs): string {
  return JSON.stringify({ minimized: prefs.minimized, width: Math.round(prefs.width) });
}
