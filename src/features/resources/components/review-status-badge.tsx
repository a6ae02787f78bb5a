import Badge from 'react-bootstrap/Badge';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@/domain/lesson-content/review';

/** Colour per status; the label is always printed, so colour is never the only cue (docs/design.md). */
const VARIANTS: Readonly<Record<ReviewStatus, { bg: string; text?: 'dark' }>> = {
  created: { bg: 'secondary' },
  onReview: { bg: 'info', text: 'dark' },
  new: { bg: 'primary' },
  revision: { bg: 'warning', text: 'dark' },
  approved: { bg: 'success' },
  final: { bg: 'dark' },
};

/** A lesson's or assignment's review status (spec §4), optionally with a count ("On review 3"). */
export function ReviewStatusBadge({ status, count }: { status: ReviewStatus; count?: number }) {
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} className="fw-medium">
      {REVIEW_STATUS_LABELS[status]}
      {count === undefined ? null : <span className="ms-1">{count}</span>}
    </Badge>
  );
}
