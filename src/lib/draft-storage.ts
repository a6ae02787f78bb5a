import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';

// zod is imported for types only: each caller brings the schema of its own draft.

/** The draft stored under `key` if it still fits `schema`; null when none, unreadable or storage is disabled. */
export function readDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: behave as if there were no draft.
    return null;
  }
}

export function writeDraft(key: string, draft: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed work is still on screen.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}

/** Typing pauses this long before a draft is written, so a long text never writes storage per key. */
export const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Keeps a form's unsaved work in localStorage under `key` while it differs from what is saved: it survives a
 * reload, a failed save and an ended session. `snapshot` answers the draft to keep, or null when nothing differs
 * (the stored draft is then removed). Answers `schedule`, called on every edit: the draft is written once typing
 * pauses (never per keystroke), and at once when the page goes. Nothing is written while the session has ended
 * (a logout elsewhere has just cleared storage); when the same user signs in again, the work still in memory is
 * written back.
 */
export function useDraftPersistence(key: string, snapshot: () => unknown): () => void {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  const timer = useRef<number | undefined>(undefined);
  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    if (getSessionStatus().state !== 'active') return;
    const draft = latest.current();
    if (draft === null) clearDraft(key);
    else writeDraft(key, draft);
  }, [key]);
  useEffect(() => {
    let previous = getSessionStatus().state;
    const unsubscribe = subscribeToSessionStatus(() => {
      const { state } = getSessionStatus();
      if (previous === 'ended' && state === 'active') persist();
      previous = state;
    });
    return () => {
      unsubscribe();
      persist();
    };
  }, [persist]);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(persist, DRAFT_WRITE_DELAY_MS);
  }, [persist]);
}
