import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import { countOf } from '@/domain/school/count-words';

/** Props of {@link SheetLockAlert}. */
export interface SheetLockAlertProps {
  /** Why the sheet is locked (who signed it off and when), or null when it is not. */
  message: string | null;
  /** Whether a save was just refused because of the lock (423). */
  refusedSave: boolean;
  /** Unsaved changes still in the grid: they stay there and in the browser's draft. */
  unsaved: number;
  /** Given when only a refused save says the sheet is locked (the term may have been reopened since): hides it. */
  onDismiss?: () => void;
}

/** Above a sheet whose records are signed off: the reason, and that typed work was not saved but is kept. */
export function SheetLockAlert({ message, refusedSave, unsaved, onDismiss }: SheetLockAlertProps) {
  const headingId = useId();
  if (message === null) return null;
  return (
    <Alert
      variant="warning"
      role="status"
      aria-labelledby={headingId}
      dismissible={onDismiss !== undefined}
      onClose={onDismiss}
    >
      <Alert.Heading as="h2" id={headingId} className="h6">
        Locked
      </Alert.Heading>
      <p className="mb-0">
        {refusedSave ? 'Nothing was saved. ' : null}
        {message} The sheet is read-only.
      </p>
      {unsaved > 0 ? (
        <p className="mb-0 mt-2">
          {countOf(unsaved, 'unsaved change')} {unsaved === 1 ? 'stays' : 'stay'} in the grid and in this browser, to be
          saved once it is reopened.
        </p>
      ) : null}
    </Alert>
  );
}
