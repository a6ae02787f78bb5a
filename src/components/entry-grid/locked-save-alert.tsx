import Alert from 'react-bootstrap/Alert';
import { countOf } from '@/domain/school/count-words';

/** Props of {@link LockedSaveAlert}. */
export interface LockedSaveAlertProps {
  /** The 423's message: who signed the records off and when. */
  message: string;
  /** Unsaved changes still in the grid: they stay there and in the browser's draft. */
  unsaved: number;
  onDismiss: () => void;
}

/**
 * Above a sheet whose save met a sign-off taken while the user typed (423): nothing was saved, why, and that the typed
 * work is kept. Dismissible, since the term may be reopened; the sheet's own lock notice says whether it still holds.
 */
export function LockedSaveAlert({ message, unsaved, onDismiss }: LockedSaveAlertProps) {
  return (
    <Alert variant="warning" dismissible onClose={onDismiss}>
      Nothing was saved: {message}
      {unsaved > 0
        ? ` ${countOf(unsaved, 'unsaved change')} ${unsaved === 1 ? 'stays' : 'stay'} in the grid and in this browser, to be saved once the term is reopened.`
        : null}
    </Alert>
  );
}
