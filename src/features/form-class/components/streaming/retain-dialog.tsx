import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { RETAIN_REASON_REQUIRED_MESSAGE } from '@/domain/form-class/bodies';

/** Props of {@link RetainDialog}. */
export interface RetainDialogProps {
  /** The student being retained; null hides the dialog. */
  studentName: string | null;
  /** The reason already typed for this student, if any. */
  initialReason: string;
  maxLength: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks before a student is marked Retained: it repeats the year, so the teacher confirms and writes the reason
 * kept with the decision. Cancelling leaves the outcome as it was.
 */
export function RetainDialog({ studentName, initialReason, maxLength, onConfirm, onCancel }: RetainDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState(initialReason);
  const [touched, setTouched] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const missing = reason.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  }

  return (
    <Modal
      show={studentName !== null}
      onHide={onCancel}
      aria-labelledby={titleId}
      centered
      // The reason is what the dialog is for: the caret goes there once the dialog is open.
      onEntered={() => field.current?.focus()}
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Retain {studentName}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            {studentName} will repeat this level next year. The reason is kept with the decision.
          </p>
          <Form.Group controlId={reasonId}>
            <Form.Label>Reason for retaining (required)</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={reason}
              maxLength={maxLength}
              required
              ref={field}
              isInvalid={touched && missing}
              aria-describedby={`${reasonId}-feedback`}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Form.Control.Feedback type="invalid" id={`${reasonId}-feedback`}>
              {RETAIN_REASON_REQUIRED_MESSAGE}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" type="submit">
            Retain
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
