import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useReviewContent } from '@/features/resources/api/review';
import type { ContentKind } from '@/features/resources/api/resource-schemas';
import { COMMENT_MAX_LENGTH } from '@/domain/lesson-content/limits';
import { availableReviewActions, REVIEW_ACTION_LABELS, type ContentRole, type ReviewStatus, type ReviewTransition } from '@/domain/lesson-content/review';

const QUESTIONS: Readonly<Record<ReviewTransition['action'], (name: string) => string>> = {
  submit: (name) => `Submit “${name}” for review? It cannot be edited while a reviewer looks at it.`,
  approveDraft: (name) => `Approve the draft of “${name}”? Students receive this version, and it goes to the expert for final approval.`,
  approveFinal: (name) => `Approve “${name}” as final?`,
  requestRevision: (name) => `Send “${name}” back to the setter. Say what to change:`,
};

interface ReviewActionsProps {
  kind: ContentKind;
  contentId: string;
  name: string;
  status: ReviewStatus;
  version: number;
  roles: readonly ContentRole[];
}

/** Exactly the review steps the user's content roles allow from this status, each confirmed. */
export function ReviewActions({ kind, contentId, name, status, version, roles }: ReviewActionsProps) {
  const id = useId();
  const review = useReviewContent(kind, contentId);
  const [chosen, setChosen] = useState<ReviewTransition | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const actions = availableReviewActions(status, roles);
  if (actions.length === 0) return null;

  async function confirm() {
    if (!chosen) return;
    const text = comment.trim();
    if (chosen.needsComment && text.length === 0) {
      setError('Write what should change.');
      throw new Error('A comment is required');
    }
    await review.mutateAsync({ action: chosen.action, version, comment: text || undefined });
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {actions.map((transition) => (
        <Button
          key={transition.action}
          variant={transition.action === 'requestRevision' ? 'outline-danger' : 'primary'}
          size="sm"
          disabled={review.isPending}
          onClick={() => {
            setComment('');
            setError(null);
            setChosen(transition);
          }}
        >
          {REVIEW_ACTION_LABELS[transition.action]}
        </Button>
      ))}
      <ConfirmDialog
        show={chosen !== null}
        title={chosen ? REVIEW_ACTION_LABELS[chosen.action] : ''}
        confirmLabel={chosen ? REVIEW_ACTION_LABELS[chosen.action] : 'Confirm'}
        confirmVariant={chosen?.action === 'requestRevision' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onHide={() => setChosen(null)}
        body={
          chosen ? (
            <>
              <p className={chosen.needsComment ? undefined : 'mb-0'}>{QUESTIONS[chosen.action](name)}</p>
              {chosen.needsComment ? (
                <Form.Group controlId={`${id}-comment`}>
                  <Form.Label>Comment</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={4}
                    maxLength={COMMENT_MAX_LENGTH}
                    value={comment}
                    isInvalid={error !== null}
                    aria-describedby={error ? `${id}-comment-error` : undefined}
                    onChange={(event) => {
                      setComment(event.target.value);
                      setError(null);
                    }}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-comment-error`}>
                    {error}
                  </Form.Control.Feedback>
                </Form.Group>
              ) : null}
            </>
          ) : null
        }
      />
    </div>
  );
}
