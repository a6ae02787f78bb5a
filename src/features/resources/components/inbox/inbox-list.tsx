import { Link } from 'react-router-dom';
import { QueryState } from '@/components/query-state';
import { ACTIVITY_LOG_LABELS } from '@/domain/lesson-content/review';
import type { ReviewInbox } from '@/domain/lesson-content/review-inbox';
import { reviewInboxItemHref, useReviewInbox, type ReviewInboxItem } from '@/entities/review-inbox/review-inbox';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';
import { formatDate } from '@/lib/format-date';

const KIND_LABELS = { lesson: 'Lesson', assignment: 'Assignment' } as const;

const EMPTY: Readonly<Record<ReviewInbox, string>> = {
  review: 'Nothing is waiting for your review.',
  'sent-back': 'Nothing has been sent back to you.',
};

/**
 * The step that put an item in the inbox, with its comment in view: a setter reads what the reviewer asked for
 * without opening the activity log, a reviewer reads the setter's note.
 */
function LastStep({ step }: { step: NonNullable<ReviewInboxItem['lastStep']> }) {
  const said = `${ACTIVITY_LOG_LABELS[step.type]} by ${step.actor.name}, ${formatDate(step.at)}`;
  return (
    <figure className="resource-inbox-step mb-0">
      {step.comment ? (
        <blockquote className="resource-inbox-comment mb-1">
          <p className="mb-0">{step.comment}</p>
        </blockquote>
      ) : null}
      <figcaption className="small text-body-secondary">
        {said}
        {step.materialTitle ? ` · on “${step.materialTitle}”` : ''}
      </figcaption>
    </figure>
  );
}

/** One inbox: each lesson or assignment links to its page, where the review step is taken. */
export function InboxList({ inbox, name }: { inbox: ReviewInbox; name: string }) {
  const items = useReviewInbox(inbox, { pageSize: 0, name });
  return (
    <QueryState
      query={items}
      errorMessage="Your review inbox could not be loaded."
      loadingLabel="Loading your review inbox…"
      isEmpty={(data) => data.data.length === 0}
      empty={name ? 'Nothing in this inbox matches your search.' : EMPTY[inbox]}
    >
      {(data) => (
        <ul className="resource-inbox-list" aria-label="Lessons and assignments">
          {data.data.map((item) => (
            <li key={item.id} className="resource-inbox-item">
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <Link to={reviewInboxItemHref(item)} className="fw-semibold">
                  {item.name}
                </Link>
                <ReviewStatusBadge status={item.reviewStatus} />
              </div>
              <div className="small text-body-secondary mb-1">
                {KIND_LABELS[item.kind]} · {item.chapter.name} · {item.subject.name}, {item.subject.classYear.name}
              </div>
              {item.lastStep ? <LastStep step={item.lastStep} /> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
