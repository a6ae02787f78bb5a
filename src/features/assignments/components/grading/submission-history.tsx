import type { Submission, SubmissionEvent } from '@/features/assignments/api/grading-schemas';
import { formatDateTime } from '@/lib/format-date';

const ACTION_LABELS: Record<SubmissionEvent['action'], string> = {
  submitted: 'Handed in',
  graded: 'Graded',
  returned: 'Returned for resubmission',
};

function EventLine({ event, maxScore }: { event: SubmissionEvent; maxScore: number }) {
  const score = event.action === 'graded' && event.score !== null ? `: ${event.score} / ${maxScore}` : '';
  return (
    <li className="submission-history-event">
      <span className="fw-medium">
        {ACTION_LABELS[event.action]}
        {score}
      </span>
      <span className="d-block text-body-secondary">
        {formatDateTime(event.at)} · {event.by.name}
      </span>
      {event.comment ? <q className="d-block submission-history-comment">{event.comment}</q> : null}
    </li>
  );
}

/** Every hand-in, grading (with the total it gave) and return of this submission, newest first. */
export function SubmissionHistory({ submission }: { submission: Submission }) {
  if (submission.history.length === 0) return null;
  const events = [...submission.history].reverse();
  return (
    <section className="submission-history small" aria-labelledby="submission-history-title">
      <h2 id="submission-history-title" className="h6">
        History
      </h2>
      <ol className="list-unstyled mb-0" aria-label="Hand-ins, gradings and returns, newest first">
        {events.map((event, index) => (
          <EventLine key={`${event.at}-${index}`} event={event} maxScore={submission.maxScore} />
        ))}
      </ol>
    </section>
  );
}
