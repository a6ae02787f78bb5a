import Badge from 'react-bootstrap/Badge';
import type { SubmissionState } from '@/domain/lesson-content/submission-state';

const BG: Readonly<Record<SubmissionState, string>> = {
  "Haven't submitted": 'secondary',
  Submitted: 'primary',
  Graded: 'success',
};

/** Spec §3's state, always in its words (the colour only repeats them). */
export function SubmissionStateBadge({ state }: { state: SubmissionState }) {
  return (
    <Badge bg={BG[state]} className="submission-state-badge">
      {state}
    </Badge>
  );
}

/** The late flag in words, so that it never rests on colour. */
export function LateFlag({ late }: { late: boolean }) {
  if (!late) return null;
  return (
    <Badge bg="warning" text="dark" className="ms-1">
      Late
    </Badge>
  );
}
