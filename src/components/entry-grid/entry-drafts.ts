import { useEffect } from 'react';
import { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';
import type { EntryGridStore } from './entry-grid-store';

const DraftSchema = z.record(z.string(), z.string());
/** Separates row and column ids in a draft's keys; ids never contain this control character. */
const SEPARATOR = '\u001f';

/** What every grid draft key of `userId` starts with. */
export const entryDraftPrefix = (userId: string) => `entry-draft:v1:${userId}:`;

/**
 * The localStorage key of a grid's draft: one per user, screen and scope (e.g. subject year + term). The portal's
 * screens build theirs with `gridDraftKey` (grid-draft-scopes.ts), which the dashboard reads back.
 */
export function entryDraftKey({ userId, screen, scope }: { userId: string; screen: string; scope: string }): string {
  return `${entryDraftPrefix(userId)}${screen}:${scope}`;
}

/** The draft stored under `key` (cell id -> typed value), or null when none or unreadable. */
export const readEntryDraft = (key: string): Record<string, string> | null => readDraft(key, DraftSchema);

/** An empty draft is removed rather than kept, so a saved grid leaves nothing behind. */
function writeEntryDraft(key: string, draft: Record<string, string>) {
  if (Object.keys(draft).length === 0) clearDraft(key);
  else writeDraft(key, draft);
}

/** Removes the draft under `key`, e.g. when the user discards their changes. */
export const clearEntryDraft = clearDraft;

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
