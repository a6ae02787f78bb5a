import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { useClassReport, type ClassReportParams } from '@/features/reports/api/get-class-report';
import { ReportViewer } from '@/features/reports/components/report-viewer';
import { parseReportRoute } from '@/features/reports/rules/report-route';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';

function LoadedReport({ params }: { params: ClassReportParams }) {
  const report = useClassReport(params);
  return (
    <QueryState query={report} errorMessage="Could not load the class report." loadingLabel="Loading the class report…">
      {(data) => <ReportViewer report={data} />}
    </QueryState>
  );
}

export default function ClassReportRoute() {
  const params = useParams();
  const parsed = parseReportRoute(params);
  if (!parsed) {
    return (
      <>
        <PageHeader title="Class report" />
        <Alert variant="warning">
          <span role="alert">
            This report does not exist: term {params.term} does not offer a report of type {params.reportType}.
          </span>{' '}
          {params.classYearId ? (
            <Link to={paths.classroom.href({ classYearId: params.classYearId })}>Back to the class</Link>
          ) : null}
        </Alert>
      </>
    );
  }
  return <LoadedReport key={`${parsed.classYearId}/${parsed.term}/${parsed.reportType}`} params={parsed} />;
}
