import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useFtpEvaluation } from '@/features/form-class/api/ftp-evaluation';
import { FtpEvaluationSheet } from '@/features/form-class/components/ftp-evaluation/ftp-evaluation-sheet';

/**
 * `/ftp-evaluation/:classYearId/:academicYearId`: a homeroom class's year-end FTP evaluation, each student's
 * observation level per area, printed by the term 4 FTP evaluation report. Opened from the completion view.
 */
export default function FtpEvaluationClassRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const sheet = useFtpEvaluation(classYearId, academicYearId);
  const classYear = sheet.data?.classYear;

  return (
    <>
      <PageHeader
        title={classYear ? `FTP evaluation: ${classYear.name}` : 'FTP evaluation'}
        description={`How consistently each student shows each quality, ${classYear?.academicYear.year ?? 'this year'}; printed on the year-end FTP evaluation report.`}
        actions={
          <Link
            className="btn btn-outline-primary btn-sm"
            to={paths.classroomReport.href({ classYearId, term: 4, reportType: 'FTP_EVALUATION' })}
          >
            FTP evaluation report
          </Link>
        }
      />
      <QueryState query={sheet} errorMessage="Could not load the FTP evaluation." loadingLabel="Loading the FTP evaluation…">
        {(data) => (
          <FtpEvaluationSheet
            key={`${classYearId}:${academicYearId}`}
            sheet={data}
            onReload={() => sheet.refetch()}
            reloading={sheet.isFetching}
          />
        )}
      </QueryState>
    </>
  );
}
