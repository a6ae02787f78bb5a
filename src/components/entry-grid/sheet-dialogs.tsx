import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { RecordSheet } from './use-record-sheet';
import { countOf, nounFor } from '@/domain/school/count-words';

/** Props of {@link SaveChangesDialog}. */
export interface SaveChangesDialogProps {
  sheet: RecordSheet;
  title: string;
  /** The question, one paragraph ("Save 3 changed marks of …?"); or a whole `summary` instead. */
  question?: string;
  summary?: ReactNode;
  pending: boolean;
  /** What the user should know after a failure: that nothing typed is lost. */
  keptMessage: string;
}

/** Asks before an entry sheet's save; a failure it does not explain above the grid stays here, next to the retry. */
export function SaveChangesDialog({ sheet, title, question, summary, pending, keptMessage }: SaveChangesDialogProps) {
  // The question counts what is being confirmed, which is gone once the dialog closes; while it fades out it keeps
  // the question it asked instead of flashing "Save 0 changed marks".
  const [askedQuestion, setAskedQuestion] = useState(question);
  if (sheet.confirming !== null && question !== askedQuestion) setAskedQuestion(question);
  return (
    <ConfirmDialog
      show={sheet.confirming !== null}
      title={title}
      body={
        <>
          {summary ?? <p className="mb-0">{sheet.confirming !== null ? question : askedQuestion}</p>}
          {sheet.failureMessage ? (
            <Alert variant="danger" className="mt-3 mb-0">
              {sheet.failureMessage} {keptMessage}
            </Alert>
          ) : null}
        </>
      }
      confirmLabel="Save"
      pending={pending}
      onConfirm={sheet.confirmSave}
      onHide={sheet.closeSave}
    />
  );
}

/** Asks before an entry sheet's changes are discarded; `savedWhat` names where it goes back to ("saved marks"). */
export function DiscardChangesDialog({ sheet, savedWhat }: { sheet: RecordSheet; savedWhat: string }) {
  return (
    <ConfirmDialog
      show={sheet.discarding}
      title="Discard changes?"
      body={`Discard ${countOf(sheet.status.changed, 'unsaved change')} and go back to the ${savedWhat}?`}
      confirmLabel="Discard"
      confirmVariant="danger"
      onConfirm={sheet.discard}
      onHide={sheet.closeDiscard}
    />
  );
}

/** Says that a draft from the last visit was restored, while it still holds unsaved changes; `noun` is singular. */
export function RestoredDraftAlert({ sheet, noun }: { sheet: RecordSheet; noun: string }) {
  if (sheet.restoredOnOpen === 0) return null;
  return (
    <Alert variant="info" onClose={sheet.dismissRestored} dismissible>
      {countOf(sheet.restoredOnOpen, `unsaved ${noun}`)} from your last visit {nounFor(sheet.restoredOnOpen, 'was', 'were')} restored from this browser. Save{' '}
      {nounFor(sheet.restoredOnOpen, 'it', 'them')}, or discard {nounFor(sheet.restoredOnOpen, 'it', 'them')}.
    </Alert>
  );
}
