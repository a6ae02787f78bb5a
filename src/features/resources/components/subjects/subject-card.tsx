import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ResourceSubject } from '@/features/resources/api/resource-schemas';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';
import { REVIEW_STATUSES } from '@/domain/lesson-content/review';

/** One subject year: its class, how much content it has and the review state of that content. */
export function SubjectCard({ subject }: { subject: ResourceSubject }) {
  const statuses = REVIEW_STATUSES.filter((status) => (subject.reviewCounts[status] ?? 0) > 0);
  return (
    <Card as="li" className="resource-subject-card h-100">
      <Card.Body className="d-flex flex-column gap-2">
        <div>
          <h3 className="h6 mb-0">
            <Link to={paths.resourceSubject.href({ subjectId: subject.id })} className="stretched-link fw-semibold">
              {subject.name}
            </Link>
          </h3>
          <div className="small text-body-secondary">{subject.classYear.name}</div>
        </div>
        <dl className="resource-counts small mb-0">
          <div>
            <dt>Chapters</dt>
            <dd>{subject.chaptersCount}</dd>
          </div>
          <div>
            <dt>Lessons</dt>
            <dd>{subject.lessonsCount}</dd>
          </div>
          <div>
            <dt>Assignments</dt>
            <dd>{subject.assignmentsCount}</dd>
          </div>
        </dl>
        <div className="d-flex flex-wrap gap-1" aria-label="Review status">
          {statuses.length === 0 ? (
            <span className="small text-body-secondary">No lessons yet</span>
          ) : (
            statuses.map((status) => <ReviewStatusBadge key={status} status={status} count={subject.reviewCounts[status]} />)
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
