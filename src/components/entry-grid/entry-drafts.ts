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

/** One drafted cell of a grid's stored draft. */
export interface DraftCell {
  rowId: string;
  colId: string;
  value: string;
}

function draftCells(draft: Record<string, string> | null): DraftCell[] {
  return Object.entries(draft ?? {}).flatMap(([cellId, value]) => {
    const [rowId, colId] = cellId.split(SEPARATOR);
    return rowId && colId ? [{ rowId, colId, value }] : [];
  });
}

/** The drafted cells under `key` of rows other than `rowIds`: a paged grid's drafts on its other pages. */
export function draftCellsOutside(key: string, rowIds: readonly string[]): DraftCell[] {
  const shown = new Set(rowIds);
  return draftCells(readEntryDraft(key)).filter((cell) => !shown.has(cell.rowId));
}

/** Removes the cells of `rowIds` from the draft under `key` (they were sent from another page). */
export function dropDraftRows(key: string, rowIds: readonly string[]): void {
  const dropped = new Set(rowIds);
  const kept = draftCells(readEntryDraft(key)).filter((cell) => !dropped.has(cell.rowId));
  writeEntryDraft(key, Object.fromEntries(kept.map((cell) => [`${cell.rowId}${SEPARATOR}${cell.colId}`, cell.value])));
}

/**
 * Moves the drafts stored under keys that extend `key` (`${key}:…`, a narrower scope an older build wrote, such as
 * one page of a grid whose draft now spans its pages) into the draft under `key`, whose own cells win.
 */
export function adoptNarrowerDrafts(key: string): void {
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage).filter((stored) => stored.startsWith(`${key}:`));
  } catch {
    // Storage disabled: there is nothing to adopt.
    return;
  }
  if (keys.length === 0) return;
  const merged: Record<string, string> = {};
  for (const draft of [...keys.map(readEntryDraft), readEntryDraft(key)]) Object.assign(merged, draft);
  writeEntryDraft(key, merged);
  keys.forEach(clearDraft);
}

/** How a grid's draft relates to the rows its store holds. */
export interface EntryDraftOptions {
  /** The draft also holds rows outside the store (other pages of the grid): keep them when writing this store's. */
  spansPages?: boolean;
}

/**
 * Keeps the store's unsaved cells in localStorage under `key` on every change: the draft survives a
 * reload and a failed save, and empties itself once every cell is saved (`store.markSaved`). While
 * the session has ended nothing is written (a logout elsewhere has just cleared local storage); when
 * the same user signs in again the draft is written back from the values still in memory.
 */
export function useEntryDraftPersistence(store: EntryGridStore, key: string, { spansPages = false }: EntryDraftOptions = {}): void {
  useEffect(() => {
    const persist = () => {
      if (getSessionStatus().state !== 'active') return;
      const draft: Record<string, string> = {};
      const elsewhere = spansPages ? draftCellsOutside(key, store.rowIds) : [];
      for (const cell of [...elsewhere, ...store.changedCells()]) draft[`${cell.rowId}${SEPARATOR}${cell.colId}`] = cell.value;
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
  }, [store, key, spansPages]);
}
