import Button from 'react-bootstrap/Button';
import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { allowedActions, type PickUpAction } from '@/domain/release-student/release-chain';

/** Approving and rejecting judge who may take the child: the campus principal's or the form teacher's call. */
const JUDGEMENTS: readonly PickUpAction[] = ['approve', 'reject'];

export const ACTION_LABELS: Readonly<Record<PickUpAction, string>> = {
  approve: 'Approve',
  reject: 'Reject',
  release: 'Release',
  cancel: 'Cancel request',
};

const VARIANTS: Readonly<Record<PickUpAction, string>> = {
  approve: 'outline-secondary',
  reject: 'outline-danger',
  release: 'primary',
  cancel: 'outline-secondary',
};

interface PickUpActionsProps {
  request: PickUpRequest;
  /** The student already left with another request today: no second release. */
  releasedElsewhere: boolean;
  /** The user is a principal of the campus or the student's form teacher (release-approvers). */
  mayApprove: boolean;
  disabled: boolean;
  onAction: (action: PickUpAction) => void;
}

/** The steps the request's state allows; a released student keeps a disabled Release button saying so. */
export function PickUpActions({ request, releasedElsewhere, mayApprove, disabled, onAction }: PickUpActionsProps) {
  const who = request.student.fullName;
  if (request.state === 'RELEASED' || releasedElsewhere) {
    return (
      <Button size="sm" variant="primary" disabled aria-label={`Released: ${who}`}>
        Released
      </Button>
    );
  }
  const actions = allowedActions(request.state);
  const withheld = !mayApprove && actions.some((action) => JUDGEMENTS.includes(action));
  const noteId = `pick-up-approver-${request.id}`;
  return (
    <div>
      <div className="d-flex flex-wrap gap-1">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={VARIANTS[action]}
            disabled={disabled || (withheld && JUDGEMENTS.includes(action))}
            aria-label={`${ACTION_LABELS[action]} ${who}`}
            aria-describedby={withheld && JUDGEMENTS.includes(action) ? noteId : undefined}
            onClick={() => onAction(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      {withheld ? (
        <div id={noteId} className="small text-body-secondary mt-1">
          Only the principal or the form teacher approves
        </div>
      ) : null}
    </div>
  );
}
