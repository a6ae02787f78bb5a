import type { ReactNode } from 'react';
import { ClipboardCheck, ExclamationTriangle, JournalText, People } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { useSession } from '@/lib/session/session-context';

interface TileProps {
  label: string;
  value: number;
  icon: ReactNode;
  tone: string;
  /** The screen whose list the figure counts: the tile opens it. */
  to: string;
}

function Tile({ label, value, icon, tone, to }: TileProps) {
  return (
    <Link className="stat-tile" to={to} aria-label={`${label}: ${value}`}>
      <span className={`stat-tile-icon text-bg-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="stat-tile-label">{label}</span>
        <span className="stat-tile-value">{value.toLocaleString('en-SG')}</span>
      </span>
    </Link>
  );
}

/**
 * The figures at the top: classes, students, work to grade and marks still missing this term. Each counts the list
 * of the screen it opens (Classrooms, Assignments, Gradebook) and is shown only to those who may open it.
 */
export function StatTiles({ dashboard }: { dashboard: Dashboard }) {
  const { ability } = useSession();
  return (
    <section className="stat-tiles" aria-label="At a glance">
      {ability.can('view', 'Class') ? (
        <>
          <Tile label="My classes" value={dashboard.classesCount} icon={<JournalText />} tone="primary" to={paths.classrooms.path} />
          <Tile label="My students" value={dashboard.studentsCount} icon={<People />} tone="info" to={paths.classrooms.path} />
        </>
      ) : null}
      {ability.can('view', 'LessonBuilder') ? (
        <Tile label="Submissions waiting for grading" value={dashboard.pendingSubmissionsCount} icon={<ClipboardCheck />} tone="success" to={paths.assignments.path} />
      ) : null}
      {ability.can('view', 'StudentReport') ? (
        <Tile
          label={`Marks missing in term ${dashboard.currentTerm}`}
          value={dashboard.missingMarksTotal.marks}
          icon={<ExclamationTriangle />}
          tone="warning"
          to={paths.gradebook.path}
        />
      ) : null}
    </section>
  );
}
