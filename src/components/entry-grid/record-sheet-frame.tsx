import { useState, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { ConflictNotice } from '@/components/conflict-notice';
import { SheetActions } from './sheet-actions';
import { LockedSaveAlert } from './locked-save-alert';
import { DiscardChangesDialog, RestoredDraftAlert, SaveChangesDialog } from './sheet-dialogs';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { RecordSheet } from './use-record-sheet';

/** A 409 above the grid in a sheet's own words, and what its choices do. */
export interface SheetConflict {
  /** What happened ("Someone else saved … after you opened it."). */
  heading: ReactNode;
  /** That the typed work is kept, and what each choice does. */
  body?: ReactNode;
  /** Loads the other save; what was typed stays on top where the draft still holds it. */
  loadTheirsLabel: string;
  onLoadTheirs: () => Promise<unknown> | void;
  /** Saving the typed work over the other save; left out where loading theirs is the only way on. */
  keepMineLabel?: string;
  onKeepMine?: () => Promise<unknown> | void;
  /** Waits also while this holds (the sheet is being fetched again). */
  busy?: boolean;
}

/** The questions asked before a save. */
export interface SheetSaveQuestion {
  title: string;
  /** One paragraph ("Save 3 changed marks of …?"); or a whole `summary` instead. */
  question?: string;
  summary?: ReactNode;
  /** What the user should know after a failure: that nothing typed is lost. */
  keptMessage: string;
}

/** Props of {@link RecordSheetFrame}. */
export interface RecordSheetFrameProps {
  /** The sheet's drafts and save (`useRecordSheet`). */
  sheet: RecordSheet;
  /** Whether the save is in flight: the buttons wait, the dialog shows it. */
  saving: boolean;
  /** What a restored draft holds, singular ("mark"). */
  draftNoun: string;
  /** The save button's label ("Save marks"). */
  saveLabel: string;
  /** What the status line says while invalid cells block the save. */
  invalidReason: string;
  /** Why the values cannot be changed, or null when they can; Save then stays off. */
  lockedReason?: string | null;
  /** What the status line says while a save is in flight; without it the counts stay. */
  savingReason?: string;
  /** Before the buttons in the toolbar: the typing hint, a legend, a fill form. */
  tools?: ReactNode;
  /** Further buttons before Discard (an export, a bulk helper). */
  extraActions?: ReactNode;
  /** How a 409 is explained above the grid, for a sheet whose save explains it. */
  conflict?: SheetConflict;
  /** A refusal (422) explained above the grid, when there is one. A 423 (locked) is explained by the frame itself. */
  refusal?: ReactNode;
  save: SheetSaveQuestion;
  /** Where Discard goes back to ("saved marks"). */
  savedWhat: string;
  /** Navigations that go through without asking about unsaved changes. */
  allowNavigation?: (nextLocation: Location) => boolean;
  /** Between the toolbar and the grid: a typing hint, a note on what can be chosen. */
  notes?: ReactNode;
  /** Said instead of the grid when there is nothing to enter ("This class has no students."), or null. */
  emptyMessage?: string | null;
  /** The sheet's own grid. */
  children: ReactNode;
}

/** The 409 banner: both choices wait while one is carried out, and the problem is cleared once it is done. */
function SheetConflictNotice({ conflict, onDone }: { conflict: SheetConflict; onDone: () => void }) {
  const [choosing, setChoosing] = useState(false);
  const choose = (choice: () => Promise<unknown> | void) => () => {
    setChoosing(true);
    void Promise.resolve(choice()).finally(() => {
      setChoosing(false);
      onDone();
    });
  };
  const { onKeepMine } = conflict;
  return (
    <ConflictNotice
      heading={conflict.heading}
      body={conflict.body}
      keepMineLabel={conflict.keepMineLabel}
      onKeepMine={onKeepMine ? choose(onKeepMine) : undefined}
      loadTheirsLabel={conflict.loadTheirsLabel}
      onLoadTheirs={choose(conflict.onLoadTheirs)}
      busy={choosing || conflict.busy}
    />
  );
}

/**
 * What every entry sheet has around its grid: the restored-draft banner, a 409 with its choices and a refusal above
 * the grid, the toolbar (the sheet's tools, the status line, Discard and Save), notes, the grid or why there is none,
 * the leave guard, and the save and discard confirmations.
 */
export function RecordSheetFrame({
  sheet,
  saving,
  draftNoun,
  saveLabel,
  invalidReason,
  lockedReason = null,
  savingReason,
  tools,
  extraActions,
  conflict,
  refusal,
  save,
  savedWhat,
  allowNavigation,
  notes,
  emptyMessage = null,
  children,
}: RecordSheetFrameProps) {
  const lockedSave = sheet.problem?.kind === 'locked' ? sheet.problem.message : null;
  return (
    <>
      {lockedSave === null ? null : (
        <LockedSaveAlert message={lockedSave} unsaved={sheet.status.changed} onDismiss={sheet.clearProblem} />
      )}
      <RestoredDraftAlert sheet={sheet} noun={draftNoun} />
      {conflict && sheet.problem?.kind === 'conflict' ? (
        <SheetConflictNotice conflict={conflict} onDone={sheet.clearProblem} />
      ) : null}
      {refusal}
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        {tools}
        <SheetActions
          status={sheet.status}
          saveLabel={saveLabel}
          invalidReason={invalidReason}
          lockedReason={lockedReason ?? (lockedSave === null ? null : 'Nothing was saved: the records are locked.')}
          savingReason={savingReason}
          saving={saving}
          onSave={sheet.askSave}
          onDiscard={sheet.askDiscard}
        >
          {extraActions}
        </SheetActions>
      </div>
      {notes}
      {emptyMessage === null ? children : <p className="text-body-secondary text-center py-4">{emptyMessage}</p>}
      <UnsavedChangesGuard when={sheet.status.changed > 0} allowNavigation={allowNavigation} />
      <SaveChangesDialog sheet={sheet} pending={saving} {...save} />
      <DiscardChangesDialog sheet={sheet} savedWhat={savedWhat} />
    </>
  );
}
