import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useContentActivity } from '@/features/resources/api/activity';
import type { ContentDetail } from '@/features/resources/api/content';
import type { ContentKind } from '@/features/resources/api/resource-schemas';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';
import { ActivityLog } from '@/features/resources/components/review/activity-log';
import { CommentForm } from '@/features/resources/components/review/comment-form';
import { CompareDialog } from '@/features/resources/components/review/compare-dialog';
import { ReviewActions } from '@/features/resources/components/review/review-actions';
import type { ContentRole, ReviewStatus } from '@/domain/lesson-content/review';

/** Statuses in which a revision differs from what students have. */
const REVISION_STATUSES: readonly ReviewStatus[] = ['new', 'onReview', 'revision'];

interface ReviewPanelProps {
  kind: ContentKind;
  content: ContentDetail;
  roles: readonly ContentRole[];
}

/** The review state, the steps the user may take, the published comparison and the activity log. */
export function ReviewPanel({ kind, content, roles }: ReviewPanelProps) {
  const activity = useContentActivity(kind, content.id);
  const [showLog, setShowLog] = useState(false);
  const [comparing, setComparing] = useState(false);
  const isReviewer = roles.includes('vetter') || roles.includes('expert');
  const canCompare = isReviewer && content.hasPublishedVersion && REVISION_STATUSES.includes(content.reviewStatus);
  const entries = activity.data?.data ?? [];
  return (
    <Card as="section" aria-labelledby="review-title" className="mb-3">
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 id="review-title" className="h6 mb-0">
            Review
          </h2>
          <ReviewStatusBadge status={content.reviewStatus} />
          <div className="ms-auto d-flex flex-wrap gap-2">
            <ReviewActions kind={kind} contentId={content.id} name={content.name} status={content.reviewStatus} version={content.version} roles={roles} />
            {canCompare ? (
              <Button variant="outline-secondary" size="sm" onClick={() => setComparing(true)}>
                Compare with published version
              </Button>
            ) : null}
            <Button variant="outline-secondary" size="sm" aria-expanded={showLog} aria-controls="activity-panel" onClick={() => setShowLog((shown) => !shown)}>
              {showLog ? 'Hide activity' : `Activity (${activity.data?.count ?? entries.length})`}
            </Button>
          </div>
        </div>
        {showLog ? (
          <div id="activity-panel" className="d-flex flex-column gap-3">
            {roles.length > 0 ? <CommentForm kind={kind} contentId={content.id} materials={content.materials} /> : null}
            {activity.isError ? (
              <p role="alert" className="text-danger small mb-0">
                The activity log could not be loaded.
              </p>
            ) : (
              <ActivityLog entries={entries} materials={content.materials} />
            )}
          </div>
        ) : null}
      </Card.Body>
      {canCompare ? <CompareDialog show={comparing} kind={kind} contentId={content.id} current={content.materials} onHide={() => setComparing(false)} /> : null}
    </Card>
  );
}
