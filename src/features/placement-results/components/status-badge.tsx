import Badge from 'react-bootstrap/Badge';
import type { PtResultStatus } from '@/domain/placement/results';
import { STATUS_BADGE_VARIANT, STATUS_LABELS } from '@/features/placement-results/rules/status';

/** The status as a badge in spec §4's colours; WITHDRAWN's yellow needs dark text to be readable. */
export function StatusBadge({ status }: { status: PtResultStatus }) {
  return (
    <Badge bg={STATUS_BADGE_VARIANT[status]} text={status === 'WITHDRAWN' ? 'dark' : undefined}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
