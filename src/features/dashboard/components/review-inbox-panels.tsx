import { ArrowReturnLeft, Inbox } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { inboxesFor, REVIEW_INBOX_LABELS, type ReviewInbox } from '@/domain/lesson-content/review-inbox';
import { reviewInboxItemHref, useReviewInbox } from '@/entities/review-inbox/review-inbox';
import { TaskEmpty, TaskPanel, TaskRow } from '@/features/dashboard/components/task-panel';
import { formatDate } from '@/lib/format-date';
import { countOf } from '@/domain/school/count-words';
import { useSession } from '@/lib/session/session-context';

/** Rows shown on the dashboard; the rest are one link away, in the Resources filter the panel counts. */
const SHOWN = 5;

const HINTS: Readonly<Record<ReviewInbox, string>> = {
  review: 'Lessons and assignments whose next review step is yours.',
  'sent-back': 'Returned by a reviewer for a revision, with what they asked for.',
};
const EMPTY: Readonly<Record<ReviewInbox, string>> = {
  review: 'Nothing is waiting for your review.',
  'sent-back': 'Nothing has been sent back to you.',
};

function InboxPanel({ inbox }: { inbox: ReviewInbox }) {
  // The very query the Resources filter shows (same parameters, same cache entry): the figure is its count.
  const items = useReviewInbox(inbox, { pageSize: 0 });
  if (!items.data) return null;
  const { data } = items.data;
  // pageSize 0 lists every item, so a backend that leaves out `count` still gives the figure.
  const count = items.data.count ?? data.length;
  const title = REVIEW_INBOX_LABELS[inbox];
  const more = count - Math.min(count, SHOWN);
  return (
    <TaskPanel id={`inbox-${inbox}-title`} title={title} count={count} icon={inbox === 'review' ? <Inbox /> : <ArrowReturnLeft />} hint={HINTS[inbox]}>
      {count === 0 ? (
        <TaskEmpty>{EMPTY[inbox]}</TaskEmpty>
      ) : (
        <ul className="task-list">
          {data.slice(0, SHOWN).map((item) => (
            <TaskRow
              key={item.id}
              meta={item.lastStep ? `${item.lastStep.actor.name}, ${formatDate(item.lastStep.at)}` : undefined}
            >
              <Link to={reviewInboxItemHref(item)}>{item.name}</Link>
              <span className="text-body-secondary"> · {item.subject.name}, {item.subject.classYear.name}</span>
              {inbox === 'sent-back' && item.lastStep?.comment ? <blockquote className="task-row-quote">{item.lastStep.comment}</blockquote> : null}
            </TaskRow>
          ))}
        </ul>
      )}
      {count > 0 ? (
        <p className="task-more">
          <Link to={paths.resources.href(undefined, { inbox })}>
            {more > 0 ? `See all ${countOf(count, 'item', 'items')} in Resources` : 'Open in Resources'}
          </Link>
        </p>
      ) : null}
    </TaskPanel>
  );
}

/** The review inboxes the user can act on: a reviewer's "Waiting for my review", a setter's "Sent back to me". */
export function ReviewInboxPanels() {
  const { user, ability } = useSession();
  const inboxes = ability.can('view', 'LessonBuilder') ? inboxesFor(user.contentRoles, ability.can('update', 'LessonBuilder')) : [];
  return inboxes.map((inbox) => <InboxPanel key={inbox} inbox={inbox} />);
}
