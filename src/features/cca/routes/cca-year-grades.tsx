import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCcaYear } from '@/features/cca/api/cca-years';
import type { CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { ccaDescription, GradedCount } from '@/features/cca/components/cca-summary';
import { GradeSheet } from '@/features/cca/components/grades/grade-sheet';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

/** Why the grades of this CCA year cannot be changed by this user, or null when they can. */
function useLockedReason(detail: CcaYearDetail | undefined): string | null {
  const { currentAcademicYear } = useSession();
  const grading = useCan('update', 'CcaInYear');
  if (!grading.allowed) return grading.reason;
  if (detail && detail.academicYearId !== currentAcademicYear.id) {
    return `The ${detail.academicYear.year} academic year is over: its grades can no longer change.`;
  }
  return null;
}

/** /ccaYear/:ccaYearId/:academicYearId: grades each member's participation in one CCA year. */
export default function CcaYearGradesRoute() {
  const { ccaYearId = '', academicYearId = '' } = useParams();
  const query = useCcaYear(ccaYearId);
  const lockedReason = useLockedReason(query.data);

  return (
    <>
      <PageHeader
        title={query.data?.name ?? 'CCA grades'}
        crumbs={query.data ? { ccaYear: query.data.name } : {}}
        description={query.data ? ccaDescription(query.data) : undefined}
        actions={
          query.data && lockedReason === null ? (
            <Link
              className="btn btn-outline-secondary btn-sm"
              to={paths.ccaYearAssignment.href({ ccaYearId: query.data.id })}
            >
              Assign students
            </Link>
          ) : null
        }
      />
      <QueryState query={query} errorMessage="Could not load the CCA." loadingLabel="Loading the members…">
        {(detail) =>
          detail.academicYearId !== academicYearId ? (
            <Alert variant="warning">
              {detail.name} of this link belongs to the {detail.academicYear.year} academic year.{' '}
              <Link to={paths.ccaYear.href({ ccaYearId: detail.id, academicYearId: detail.academicYearId })}>
                Open it there
              </Link>
              .
            </Alert>
          ) : (
            <>
              <p className="mb-3">
                Graded: <GradedCount cca={detail} />
              </p>
              <GradeSheet
                key={detail.id}
                detail={detail}
                lockedReason={lockedReason}
                onReload={() => void query.refetch()}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
