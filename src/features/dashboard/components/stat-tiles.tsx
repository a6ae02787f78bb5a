import type { ReactNode } from 'react';
import { ClipboardCheck, ExclamationTriangle, JournalText, People } from 'react-bootstrap-icons';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';

function Tile({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: string }) {
  return (
    <div className="stat-tile">
      <span className={`stat-tile-icon text-bg-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <div className="stat-tile-label">{label}</div>
        <div className="stat-tile-value" aria-label={`${label}: ${value}`}>
          {value.toLocaleString('en-SG')}
        </div>
      </div>
    </div>
  );
}

/** The four figures at the top: classes, students, work to grade and marks still missing this term. */
export function StatTiles({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section className="stat-tiles" aria-label="At a glance">
      <Tile label="My classes" value={dashboard.classesCount} icon={<JournalText />} tone="primary" />
      <Tile label="My students" value={dashboard.studentsCount} icon={<People />} tone="info" />
      <Tile label="Submissions waiting for grading" value={dashboard.pendingSubmissionsCount} icon={<ClipboardCheck />} tone="success" />
      <Tile
        label={`Marks missing in term ${dashboard.currentTerm}`}
        value={dashboard.missingMarksTotal.marks}
        icon={<ExclamationTriangle />}
        tone="warning"
      />
    </section>
  );
}
