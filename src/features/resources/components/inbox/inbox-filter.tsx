import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { REVIEW_INBOX_LABELS, type ReviewInbox } from '@/domain/lesson-content/review-inbox';
import { useReviewInbox } from '@/entities/review-inbox/review-inbox';

function InboxLink({ inbox, active }: { inbox: ReviewInbox; active: boolean }) {
  const items = useReviewInbox(inbox, { pageSize: 0 });
  const count = items.data ? (items.data.count ?? items.data.data.length) : undefined;
  return (
    <Nav.Item>
      <Nav.Link as={Link} to={paths.resources.href(undefined, { inbox })} active={active} aria-current={active ? 'page' : undefined}>
        {REVIEW_INBOX_LABELS[inbox]}
        {count === undefined ? null : <span className="badge rounded-pill text-bg-secondary ms-2">{count.toLocaleString('en-SG')}</span>}
      </Nav.Link>
    </Nav.Item>
  );
}

/** What /resources shows: every subject, or one of the review inboxes the user can act on (`?inbox=…`). */
export function InboxFilter({ inboxes, current }: { inboxes: readonly ReviewInbox[]; current: ReviewInbox | null }) {
  return (
    <Nav as="nav" variant="pills" className="resource-inbox-filter mb-3" aria-label="Show">
      <Nav.Item>
        <Nav.Link as={Link} to={paths.resources.href()} active={current === null} aria-current={current === null ? 'page' : undefined}>
          All subjects
        </Nav.Link>
      </Nav.Item>
      {inboxes.map((inbox) => (
        <InboxLink key={inbox} inbox={inbox} active={current === inbox} />
      ))}
    </Nav>
  );
}
