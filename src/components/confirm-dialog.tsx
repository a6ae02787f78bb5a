import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
 * While the dialog is open, swallows the later clicks of a double or triple click (`detail > 1`) that
 * land in it: they belong to the click that opened it, and would otherwise hit the backdrop or Cancel
 * (closing it at once, with nothing saved) or Confirm (before the user has read the question).
 */
function useIgnoreRepeatClicks(show: boolean, titleId: string) {
  useEffect(() => {
    if (!show) return undefined;
    const swallow = (event: MouseEvent) => {
      if (event.detail < 2 || !(event.target instanceof Node)) return;
      const modal = document.getElementById(titleId)?.closest('[role="dialog"]');
      if (!modal?.contains(event.target)) return;
      event.stopPropagation();
      event.preventDefault();
    };
    // Capture on the document runs before React's handlers on the dialog and its backdrop.
    document.addEventListener('click', swallow, true);
    return () => document.removeEventListener('click', swallow, true);
  }, [show, titleId]);
}

/**
 * Asks before a bulk or destructive action. While `onConfirm` is pending the confirm button is
 * disabled with a spinner, so a double click confirms once; a rejected promise keeps the dialog open
 * (the mutation's error toast explains why). A double click on the button that opens it leaves it
 * open: the second click never lands on the backdrop, Cancel or Confirm.
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
  useIgnoreRepeatClicks(show, titleId);

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
