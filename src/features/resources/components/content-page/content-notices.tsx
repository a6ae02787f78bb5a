import Alert from 'react-bootstrap/Alert';
import type { ReviewStatus } from '@/domain/lesson-content/review';

interface ContentNoticesProps {
  kindLabel: string;
  status: ReviewStatus;
  hasPublishedVersion: boolean;
  isSetter: boolean;
}

/** What a setter should know before editing in this status (spec §4 review statuses). */
export function ContentNotices({ kindLabel, status, hasPublishedVersion, isSetter }: ContentNoticesProps) {
  if (!isSetter) return null;
  if (status === 'approved' || status === 'final')
    return (
      <Alert variant="info" className="py-2">
        Students have the published version of this {kindLabel}. If you edit it, your changes become a new revision, and students keep the
        published version until the revision is approved.
      </Alert>
    );
  if (status === 'onReview')
    return (
      <Alert variant="secondary" className="py-2">
        This {kindLabel} is on review. You can edit it again once a reviewer approves it or asks for a revision.
      </Alert>
    );
  if (hasPublishedVersion && (status === 'new' || status === 'revision'))
    return (
      <Alert variant="info" className="py-2">
        This is a new revision. Students keep the published version until the revision is approved.
      </Alert>
    );
  return null;
}
