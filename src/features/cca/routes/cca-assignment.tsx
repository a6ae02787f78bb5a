import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCcaYear } from '@/features/cca/api/cca-years';
import { AssignMembersForm } from '@/features/cca/components/assign/assign-members-form';
import { CapacitySummary } from '@/features/cca/components/assign/capacity-summary';
import { MembersTable } from '@/features/cca/components/assign/members-table';
import { ccaDescription } from '@/features/cca/components/cca-summary';
import { useSession } from '@/lib/session/session-context';

/** /ccaYearAssignment/:ccaYearId: assigns students to one CCA year and removes members. */
export default function CcaAssignmentRoute() {
  const { ccaYearId = '' } = useParams();
  const { currentAcademicYear } = useSession();
  const query = useCcaYear(ccaYearId);

  return (
    <>
      <PageHeader
        title={query.data ? `Assign students: ${query.data.name}` : 'Assign students'}
        description={query.data ? ccaDescription(query.data) : undefined}
        actions={
          query.data ? (
            <Link
              className="btn btn-outline-secondary btn-sm"
              to={paths.ccaYear.href({ ccaYearId, academicYearId: query.data.academicYearId })}
            >
              Grade members
            </Link>
          ) : null
        }
      />
      <QueryState query={query} errorMessage="Could not load the CCA." loadingLabel="Loading the members…">
        {(detail) => {
          const lockedReason =
            detail.academicYearId === currentAcademicYear.id
              ? null
              : `The ${detail.academicYear.year} academic year is over: its members can no longer change.`;
          return (
            <>
              <CapacitySummary cca={detail} />
              <AssignMembersForm key={detail.id} cca={detail} lockedReason={lockedReason} />
              <MembersTable detail={detail} lockedReason={lockedReason} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
