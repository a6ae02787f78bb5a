import { useId, useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  show: boolean;
  title: ReactNode;
  body: ReactNode;
  /** Runs once per confirmation. When it returns a promise the dialog waits, then closes on success. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape, the close button, and a successful confirmation all call this. */
  onHide: () => void;
  confirmLabel?: string;
  confirmVariant?: ButtonProps['variant'];
  cancelLabel?: string;
  /** Forces the pending look, e.g. from a mutation started elsewhere. */
  pending?: boolean;
}

/**
 * Asks before a bulk or destructive action. While `onConfirm` is pending the confirm button is
 * disabled with a spinner, so a double click confirms once; a rejected promise keeps the dialog open
 * (the mutation's error toast explains why).
 */
export function ConfirmDialog({
  show,
  title,
  body,
  onConfirm,
  onHide,
  confirmLabel = 'Confirm',
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  pending = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [running, setRunning] = useState(false);
  // State updates are batched, so two clicks in one frame would both see running=false; the ref won't.
  const runningRef = useRef(false);
  const busy = running || pending;

  async function handleConfirm() {
    if (runningRef.current || pending) return;
    runningRef.current = true;
    setRunning(true);
    try {
      await onConfirm();
      onHide();
    } catch {
      // Reported by the mutation cache's toast; staying open lets the user retry or cancel.
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }

  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onHide}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={() => void handleConfirm()} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
