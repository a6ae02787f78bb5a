import { useEffect, useState } from 'react';
import { toApiError, type ApiErrorInfo } from '@/lib/api-error';
import { useEntryDraftPersistence } from './entry-drafts';
import type { ChangedCell, EntryGridStatus, EntryGridStore } from './entry-grid-store';
import { useEntryGridStatus } from './use-entry-grid';

/**
 * A failed save the screen explains itself, above the grid: a 409 (someone saved first), a handled 422, or a 423
 * (the records were signed off and locked while the user typed).
 */
export interface SaveProblem {
  kind: 'conflict' | 'refused' | 'locked';
  message: string;
}

/** How a screen turns its changed cells into a save. */
export interface RecordSheetOptions<Entry> {
  store: EntryGridStore;
  /** The key the store's draft is kept under (`entryDraftKey`). */
  draftKey: string;
  /** How many drafted cells `applyEntryDraft` restored when the screen opened. */
  restored: number;
  /** The draft also holds the grid's other pages (rows outside the store), which writing this page's keeps. */
  draftSpansPages?: boolean;
  /** The save's entries for the changed cells (per cell, or per changed row; placement sends every scored row). */
  toEntries: (cells: readonly ChangedCell[]) => Entry[];
  /** The changed cells a save of `entries` settles (marks saved); by default every changed cell. */
  settles?: (cells: readonly ChangedCell[], entries: readonly Entry[]) => ChangedCell[];
  /** Sends the entries (a single-flight mutation's `mutateAsync`). */
  send: (entries: Entry[]) => Promise<unknown>;
  /** The message of a failure when the server gives none ("The marks could not be saved."). */
  errorFallback: string;
  /** Whether a 409 is explained above the grid (with a reload); otherwise it stays in the dialog like any failure. */
  explainsConflict?: boolean;
  /** Hears a 409 explained above the grid (implies `explainsConflict`), e.g. to name the students it concerns. */
  onConflict?: (error: ApiErrorInfo, entries: readonly Entry[]) => void;
  /** Takes a 422 onto the grid (its rows or cells); without it a 422 stays in the dialog like any failure. */
  onRefused?: (error: ApiErrorInfo, entries: readonly Entry[]) => void;
  /** Runs after a save went through, e.g. to clear refusals shown on the rows. */
  onSaved?: () => void;
  /** Hears a 423 (the records are locked), e.g. to read the lock again so the sheet turns read-only. */
  onLocked?: () => void;
}

/** The state of an entry sheet's drafts and of its confirmed save and discard. */
export interface RecordSheet {
  status: EntryGridStatus;
  /** Drafted cells restored on opening, while worth saying: 0 once dismissed, saved or discarded. */
  restoredOnOpen: number;
  dismissRestored: () => void;
  /** The changed cells the save dialog asks about, or null when it is closed. */
  confirming: ChangedCell[] | null;
  askSave: () => void;
  /** Asks about these cells: those of a store the screen has just rebuilt (and this hook has not yet seen). */
  askSaveOf: (cells: ChangedCell[]) => void;
  closeSave: () => void;
  /** Sends the changed cells; rejects (the dialog stays open with {@link RecordSheet.failureMessage}) on other failures. */
  confirmSave: () => Promise<void>;
  /** Why the last save failed, shown in the save dialog next to its retry; null when none. */
  failureMessage: string | null;
  problem: SaveProblem | null;
  clearProblem: () => void;
  discarding: boolean;
  askDiscard: () => void;
  closeDiscard: () => void;
  /** Puts every changed cell back to its saved value. */
  discard: () => void;
}

/**
 * Drafts, changed rows and the confirmed save of an entry grid: keeps the draft in the browser, counts what is
 * unsaved, asks before saving and sends only the changed cells; on success marks them saved (a cell typed into
 * again meanwhile stays changed). A 409 (`explainsConflict`), a handled 422 (`onRefused`) and a 423 (locked) close the
 * dialog and keep every typed value; any other failure stays in the dialog for a retry.
 */
export function useRecordSheet<Entry>({
  store,
  draftKey,
  restored,
  draftSpansPages = false,
  toEntries,
  settles = (cells) => [...cells],
  send,
  errorFallback,
  explainsConflict = false,
  onConflict,
  onRefused,
  onSaved,
  onLocked,
}: RecordSheetOptions<Entry>): RecordSheet {
  useEntryDraftPersistence(store, draftKey, { spansPages: draftSpansPages });
  // A save's answer may replace the sheet and so rebuild the store before the old one hears of the save; the new
  // store took the old draft, whose saved cells now equal the saved values. A write that changes no value makes
  // the persistence above rewrite the draft from what is really unsaved.
  useEffect(() => store.markSaved([]), [store]);
  const status = useEntryGridStatus(store);
  const [restoredOnOpen, setRestoredOnOpen] = useState(restored);
  const [confirming, setConfirming] = useState<ChangedCell[] | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [discarding, setDiscarding] = useState(false);

  async function confirmSave() {
    const cells = store.changedCells();
    const entries = toEntries(cells);
    // A confirmation repeated after the save went through (a click on the closing dialog) has nothing to send.
    if (entries.length === 0) return;
    setFailureMessage(null);
    try {
      await send(entries);
    } catch (error) {
      const info = toApiError(error, errorFallback);
      if ((explainsConflict || onConflict) && info.status === 409) {
        onConflict?.(info, entries);
        setProblem({ kind: 'conflict', message: info.message });
        return;
      }
      // A lock is not retried from the dialog: nothing typed is saved until it is reopened, so it is said above the
      // grid, where the typed values stay (and in the draft).
      if (info.status === 423) {
        onLocked?.();
        setProblem({ kind: 'locked', message: info.message });
        return;
      }
      if (onRefused && info.status === 422) {
        onRefused(info, entries);
        setProblem({ kind: 'refused', message: info.message });
        return;
      }
      setFailureMessage(info.message);
      throw error;
    }
    store.markSaved(settles(cells, entries));
    setProblem(null);
    setRestoredOnOpen(0);
    onSaved?.();
  }

  return {
    status,
    restoredOnOpen: status.changed > 0 ? restoredOnOpen : 0,
    dismissRestored: () => setRestoredOnOpen(0),
    confirming,
    askSave: () => setConfirming(store.changedCells()),
    askSaveOf: setConfirming,
    closeSave: () => {
      setConfirming(null);
      setFailureMessage(null);
    },
    confirmSave,
    failureMessage,
    problem,
    clearProblem: () => setProblem(null),
    discarding,
    askDiscard: () => setDiscarding(true),
    closeDiscard: () => setDiscarding(false),
    discard: () => {
      store.setValues(store.changedCells().map((cell) => ({ row: cell.row, col: cell.col, value: cell.savedValue })));
      setRestoredOnOpen(0);
    },
  };
}
