import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { levelOptionsQuery } from '@/entities/reference/master-level';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { TaskPanel, TaskRow } from '@/features/dashboard/components/task-panel';
import { usePrincipalScope } from '@/lib/session/my-positions';

/** Where this term's report season is run from: the form teacher's classes, the principal's levels, the proofreading. */
export function ReportSeasonPanel({ dashboard }: { dashboard: Dashboard }) {
  const { currentTerm: term } = dashboard;
  const principal = usePrincipalScope().scope !== null;
  const levels = useQuery({ ...levelOptionsQuery(), enabled: principal });
  const homeroomClasses = dashboard.classes.filter((row) => row.isHomeroom);
  return (
    <TaskPanel
      id="report-season-title"
      title="Report season"
      icon={<ClipboardCheck />}
      hint={`Term ${term}: see every gap, proofread, mark ready and sign off.`}
    >
      <ul className="task-list">
        {homeroomClasses.map((row) => (
          <TaskRow key={row.id} meta="Your form class">
            <Link to={paths.reportSeason.href({ classYearId: row.id, term })}>
              {row.name}, term {term}
            </Link>
          </TaskRow>
        ))}
        {principal
          ? levels.data?.data.map((level) => (
              <TaskRow key={level.id} meta="Level">
                <Link
                  to={paths.levelReportSeason.href({ levelId: level.id, term })}
                >
                  {level.name}, term {term}
                </Link>
              </TaskRow>
            ))
          : null}
        <TaskRow>
          <Link to={paths.proofreading.href()}>Asked to proofread</Link>
        </TaskRow>
      </ul>
    </TaskPanel>
  );
}
