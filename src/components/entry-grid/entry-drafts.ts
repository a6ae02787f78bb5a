import { useEffect } from 'react';
import { z } from 'zod';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';
import type { EntryGridStore } from './entry-grid-store';

const DraftSchema = z.record(z.string(), z.string());
/** Separates row and column ids in a draft's keys; ids never contain this control character. */
const SEPARATOR = '\u001f';

/** The localStorage key of a grid's draft: one per user, screen and scope (e.g. subject year + term). */
export function entryDraftKey({ userId, screen, scope }: { userId: string; screen: string; scope: string }): string {
  return `entry-draft:v1:${userId}:${screen}:${scope}`;
}

/** The draft stored under `key` (cell id -> typed value), or null when none or unreadable. */
export function readEntryDraft(key: string): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage disabled or a corrupt entry: behave as if there were no draft.
    return null;
  }
}

function writeEntryDraft(key: string, draft: Record<string, string>) {
  try {
    if (Object.keys(draft).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage only loses the safety copy; the typed values are still on screen.
  }
}

/** Removes the draft under `key`, e.g. when the user discards their changes. */
export function clearEntryDraft(key: string): void {
  writeEntryDraft(key, {});
}

/**
 * Writes a stored draft into a fresh store (call it where the store is created, before the inputs
 * render, so they start with the drafted values). Cells no longer in the grid are ignored. Returns
 * how many cells the draft changed.
 */
export function applyEntryDraft(store: EntryGridStore, draft: Record<string, string> | null): number {
  if (!draft) return 0;
  const edits = store.rowIds.flatMap((rowId, row) =>
    store.colIds.flatMap((colId, col) => {
      const value = draft[`${rowId}${SEPARATOR}${colId}`];
      return value === undefined ? [] : [{ row, col, value }];
    }),
  );
  store.setValues(edits);
  return edits.filter((edit) => store.isChanged(edit)).length;
}

/**
 * Keeps the store's unsaved cells in localStorage under `key` on every change: the draft survives a
 * reload and a failed save, and empties itself once every cell is saved (`store.markSaved`). While
 * the session has ended nothing is written (a logout elsewhere has just cleared local storage); when
 * the same user signs in again the draft is written back from the values still in memory.
 */
export function useEntryDraftPersistence(store: EntryGridStore, key: string): void {
  useEffect(() => {
    const persist = () => {
      if (getSessionStatus().state !== 'active') return;
      const draft: Record<string, string> = {};
      for (const cell of store.changedCells()) draft[`${cell.rowId}${SEPARATOR}${cell.colId}`] = cell.value;
      writeEntryDraft(key, draft);
    };
    let previous = getSessionStatus().state;
    const unsubscribeSession = subscribeToSessionStatus(() => {
      const { state } = getSessionStatus();
      if (previous === 'ended' && state === 'active') persist();
      previous = state;
    });
    const unsubscribeStore = store.subscribe(persist);
    return () => {
      unsubscribeStore();
      unsubscribeSession();
    };
  }, [store, key]);
}
