import '@/features/dashboard/components/dashboard.css';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useDashboard, type Dashboard } from '@/features/dashboard/api/get-dashboard';
import { DraftsPanel, MissingMarksPanel, PlacementPanel, ReportsPanel } from '@/features/dashboard/components/attention-panels';
import { ReportSeasonPanel } from '@/features/dashboard/components/report-season-panel';
import { ReviewInboxPanels } from '@/features/dashboard/components/review-inbox-panels';
import { StatTiles } from '@/features/dashboard/components/stat-tiles';
import { MyClasses, ThisWeek } from '@/features/dashboard/components/week-and-classes';
import { useSession } from '@/lib/session/session-context';

function DashboardBody({ dashboard, userId }: { dashboard: Dashboard; userId: string }) {
  const hasReportClasses = dashboard.reportsReady.length + dashboard.classesAwaitingMarks > 0;
  const teachesOrLeads = dashboard.missingMarksTotal.subjects > 0 || dashboard.classesCount > 0;
  return (
    <>
      <StatTiles dashboard={dashboard} />
      <div className="dashboard-columns">
        <div className="dashboard-tasks">
          <DraftsPanel userId={userId} />
          <ReviewInboxPanels />
          {dashboard.placementToFinalize.length > 0 ? <PlacementPanel groups={dashboard.placementToFinalize} /> : null}
          {teachesOrLeads ? <MissingMarksPanel dashboard={dashboard} /> : null}
          {hasReportClasses ? <ReportsPanel dashboard={dashboard} /> : null}
          <ReportSeasonPanel dashboard={dashboard} />
        </div>
        <div className="dashboard-side">
          <ThisWeek events={dashboard.eventsThisWeek} />
          <MyClasses classes={dashboard.classes} />
        </div>
      </div>
    </>
  );
}

/** `/dashboard`: what needs the user now, each item linking to the screen that resolves it, then the week and their classes. */
export default function DashboardRoute() {
  const dashboard = useDashboard();
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Dashboard" description="What needs you now, and your week." />
      <QueryState query={dashboard} errorMessage="Could not load the dashboard." loadingLabel="Loading the dashboard…">
        {(data) => <DashboardBody dashboard={data} userId={user.id} />}
      </QueryState>
    </>
  );
}
