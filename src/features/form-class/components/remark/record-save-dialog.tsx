import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SaveErrorAlert } from '@/features/form-class/components/remark/save-error-alert';
import { toApiError } from '@/lib/api-error';

/** Props of {@link RecordSaveDialog}. */
export interface RecordSaveDialogProps {
  show: boolean;
  title: string;
  question: ReactNode;
  /** The save mutation: its pending state and a failure the grid does not handle itself (not 409 or 422). */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  errorFallback: string;
  /** What the teacher should know after a failure: that nothing typed is lost. */
  keptMessage: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a form-class save; a failure stays in the dialog, next to the retry. */
export function RecordSaveDialog({
  show,
  title,
  question,
  mutation,
  errorFallback,
  keptMessage,
  onConfirm,
  onClose,
}: RecordSaveDialogProps) {
  return (
    <ConfirmDialog
      show={show}
      title={title}
      body={
        <>
          <p className="mb-0">{question}</p>
          {mutation.isError ? (
            <SaveErrorAlert messages={[toApiError(mutation.error, errorFallback).message]} suffix={keptMessage} />
          ) : null}
        </>
      }
      confirmLabel="Save"
      pending={mutation.isPending}
      onConfirm={onConfirm}
      onHide={() => {
        onClose();
        mutation.reset();
      }}
    />
  );
}
