import { ACTIVITY_LOG_LABELS } from '@/domain/lesson-content/review';
import type { ActivityEntry, Material } from '@/features/resources/api/resource-schemas';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';
import { formatDateTime } from '@/lib/format-date';

interface ActivityLogProps {
  entries: readonly ActivityEntry[];
  materials: readonly Material[];
}

/** The lesson's activity log (spec §3 types), newest first: who, when, what, and the material commented on. */
export function ActivityLog({ entries, materials }: ActivityLogProps) {
  const titles = new Map(materials.map((material) => [material.id, material.title]));
  if (entries.length === 0) return <p className="small text-body-secondary mb-0">No activity yet.</p>;
  return (
    <ol className="activity-log" aria-label="Activity log">
      {entries.map((entry) => (
        <li key={entry.id}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold">{ACTIVITY_LOG_LABELS[entry.type]}</span>
            {entry.toStatus ? <ReviewStatusBadge status={entry.toStatus} /> : null}
            <span className="small text-body-secondary">
              {entry.actor.name} · {formatDateTime(entry.at)}
            </span>
          </div>
          {entry.materialId ? (
            <div className="small">
              On{' '}
              {titles.has(entry.materialId) ? (
                <a href={`#material-${entry.materialId}`}>{titles.get(entry.materialId)}</a>
              ) : (
                <span className="text-body-secondary">a material since removed</span>
              )}
            </div>
          ) : null}
          {entry.comment ? (
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
