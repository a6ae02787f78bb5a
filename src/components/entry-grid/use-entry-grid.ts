import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { PastePlan } from './clipboard-grid';
import { createEntryGridController, type EntryGridController } from './entry-grid-controller';
import type { EntryGridStatus, EntryGridStore } from './entry-grid-store';
import './entry-grid.css';

/**
 * The controller of a grid of uncontrolled inputs over `store`: spread `grid.cellProps({ row, col })`
 * on each input. Created once per store and connected while mounted; `onPasted` may change freely.
 *
 * @example
 * const store = useMemo(() => {
 *   const s = createEntryGridStore({ rowIds, colIds, savedValue, validate });
 *   applyEntryDraft(s, readEntryDraft(draftKey)); // before the inputs render
 *   return s;
 * }, [data, draftKey]);
 * const grid = useEntryGrid(store, (plan) => plan.clipped && toast(`${plan.clipped} values did not fit`));
 * useEntryDraftPersistence(store, draftKey);
 * const { changed, invalid } = useEntryGridStatus(store); // Save button, UnsavedChangesGuard when={changed > 0}
 * // In a memoised row component: const values = useEntryGridRow(store, row);
 * // <input className="entry-grid-cell" aria-label="…" {...grid.cellProps({ row, col })} />
 * // After a successful save: store.markSaved(savedCells) — the draft empties itself.
 */
export function useEntryGrid(store: EntryGridStore, onPasted?: (plan: PastePlan) => void): EntryGridController {
  const grid = useMemo(() => createEntryGridController(store), [store]);
  useEffect(() => grid.connect(), [grid]);
  useLayoutEffect(() => grid.setOnPasted(onPasted), [grid, onPasted]);
  return grid;
}

/** The values of one row; re-renders its caller only when that row changes (e.g. for a live total). */
export function useEntryGridRow(store: EntryGridStore, row: number): readonly string[] {
  const subscribe = useMemo(() => (listener: () => void) => store.subscribeRow(row, listener), [store, row]);
  return useSyncExternalStore(subscribe, () => store.getRow(row));
}

/** The number of changed and of invalid changed cells; re-renders its caller only when they move. */
export function useEntryGridStatus(store: EntryGridStore): EntryGridStatus {
  const subscribe = useMemo(() => (listener: () => void) => store.subscribe(() => listener()), [store]);
  return useSyncExternalStore(subscribe, () => store.getStatus());
}
