import type { ActivityEntry } from '@/features/resources/api/resource-schemas';
import { formatDateTime } from '@/lib/format-date';

/** Reviewers' comments on one material, newest first; they stay with it across resubmissions. */
export function MaterialComments({ comments }: { comments: readonly ActivityEntry[] }) {
  if (comments.length === 0) return <p className="small text-body-secondary mb-0">The comments are loading or were removed.</p>;
  return (
    <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
      {comments.map((entry) => (
        <li key={entry.id} className="small">
          <div className="text-body-secondary">
            {entry.actor.name} · {formatDateTime(entry.at)}
          </div>
          <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.comment}
          </div>
        </li>
      ))}
    </ul>
  );
}
