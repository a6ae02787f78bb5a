import type { Submission } from '@/features/assignments/api/grading-schemas';
import { formatDateTime } from '@/lib/format-date';
import { LateFlag, SubmissionStateBadge } from '../submission-state-badge';

/** The student's hand-in at a glance: state, late flag, when handed in and graded, attempt. */
export function SubmissionAside({ submission }: { submission: Submission }) {
  return (
    <dl className="submission-aside small mb-3">
      <dt>State</dt>
      <dd>
        <SubmissionStateBadge state={submission.state} />
        <LateFlag late={submission.late} />
      </dd>
      <dt>Submitted</dt>
      <dd>{submission.submittedAt ? formatDateTime(submission.submittedAt) : 'Not yet'}</dd>
      {submission.gradedAt ? (
        <>
          <dt>Graded</dt>
          <dd>{formatDateTime(submission.gradedAt)}</dd>
        </>
      ) : null}
      {submission.attempt > 1 ? (
        <>
          <dt>Attempt</dt>
          <dd>{submission.attempt}</dd>
        </>
      ) : null}
    </dl>
  );
}
