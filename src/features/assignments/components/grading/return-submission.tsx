import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useReturnSubmission } from '@/features/assignments/api/grade-submission';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import { COMMENT_MAX_LENGTH } from '@/domain/lesson-content/limits';
import { showToast } from '@/lib/toast-store';

export interface ReturnSubmissionProps {
  submission: Submission;
  /** The version the page holds (a save on this page moves it on). */
  version: number;
  /** Unsaved marks or feedback: returning now would throw them away, so it waits for a save. */
  dirty: boolean;
  onReturned: (submission: Submission) => void;
}

export const RETURN_NEEDS_GRADED = 'Only graded work can be returned for resubmission.';
export const RETURN_NEEDS_SAVE = 'Save your changes before returning the work.';

/** Sends Graded work back to the student to improve and hand in again, with an optional reason they will read. */
export function ReturnSubmission({ submission, version, dirty, onReturned }: ReturnSubmissionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const mutation = useReturnSubmission(submission.id);
  const graded = submission.state === 'Graded';
  const why = !graded ? RETURN_NEEDS_GRADED : dirty ? RETURN_NEEDS_SAVE : null;
  const tooLong = reason.length > COMMENT_MAX_LENGTH;

  const confirm = async () => {
    if (tooLong) throw new Error('reason too long');
    const result = await mutation.mutateAsync({ comment: reason.trim(), version });
    showToast({ variant: 'success', message: `Returned to ${result.student.fullName} for resubmission.` });
    setReason('');
    onReturned(result);
  };

  return (
    <div className="return-submission">
      <Button
        variant="outline-danger"
        size="sm"
        disabled={why !== null}
        aria-describedby={why ? 'return-submission-why' : undefined}
        onClick={() => setOpen(true)}
      >
        Return for resubmission
      </Button>
      {why ? (
        <p id="return-submission-why" className="small text-body-secondary mb-0 mt-1">
          {why}
        </p>
      ) : null}
      <ConfirmDialog
        show={open}
        title={`Return ${submission.student.fullName}'s work for resubmission?`}
        body={
          <>
            <p>
              The work goes back to Haven&apos;t submitted so the student can improve it and hand it in again. Their
              answers, your feedback and annotations stay; the marks are cleared and this grade is kept in the history.
            </p>
            <Form.Group controlId="return-reason">
              <Form.Label>Reason for the student (optional)</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={reason}
                isInvalid={tooLong}
                onChange={(event) => setReason(event.target.value)}
                placeholder="What should they improve?"
              />
              <Form.Control.Feedback type="invalid">
                {`A reason can be at most ${COMMENT_MAX_LENGTH} characters.`}
              </Form.Control.Feedback>
            </Form.Group>
          </>
        }
        confirmLabel="Return work"
        confirmVariant="danger"
        onConfirm={confirm}
        onHide={() => setOpen(false)}
      />
    </div>
  );
}
