import Button from 'react-bootstrap/Button';
import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { allowedActions, type PickUpAction } from '@/lib/school-rules/release-chain';

export const ACTION_LABELS: Readonly<Record<PickUpAction, string>> = {
  approve: 'Approve',
  reject: 'Reject',
  release: 'Release',
  cancel: 'Cancel request',
};

const VARIANTS: Readonly<Record<PickUpAction, string>> = {
  approve: 'outline-primary',
  reject: 'outline-danger',
  release: 'primary',
  cancel: 'outline-secondary',
};

interface PickUpActionsProps {
  request: PickUpRequest;
  /** The student already left with another request today: no second release. */
  releasedElsewhere: boolean;
  disabled: boolean;
  onAction: (action: PickUpAction) => void;
}

/** The steps the request's state allows; a released student keeps a disabled Release button saying so. */
export function PickUpActions({ request, releasedElsewhere, disabled, onAction }: PickUpActionsProps) {
  const who = request.student.fullName;
  if (request.state === 'RELEASED' || releasedElsewhere) {
    return (
      <Button size="sm" variant="primary" disabled aria-label={`Released: ${who}`}>
        Released
      </Button>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-1">
      {allowedActions(request.state).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={VARIANTS[action]}
          disabled={disabled}
          aria-label={`${ACTION_LABELS[action]} ${who}`}
          onClick={() => onAction(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}
