import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** A stale save (409): the typed text stays; reloading the latest version replaces it after a confirm. */
export function ConflictAlert({ onReload }: { onReload: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert variant="warning" className="py-2">
      <p className="mb-2" role="alert">
        Someone else saved this material after you opened it, so your changes were not saved. What you typed is still here.
      </p>
      <Button variant="outline-secondary" size="sm" onClick={() => setConfirming(true)}>
        Reload the latest version
      </Button>
      <ConfirmDialog
        show={confirming}
        title="Reload the latest version?"
        body="The editor will show the version saved by the other person. What you typed here will be replaced."
        confirmLabel="Reload"
        confirmVariant="warning"
        onConfirm={onReload}
        onHide={() => setConfirming(false)}
      />
    </Alert>
  );
}
