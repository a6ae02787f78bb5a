import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { myPositionsQueryOptions } from '@/lib/session/my-positions';
import { useSession } from '@/lib/session/session-context';
import { mayApprovePickUp, principalBranchIds } from '@/domain/release-student/release-approvers';

/**
 * Whether the signed-in user may approve or reject a request (the rule the backend enforces with 403): a principal
 * of the request's campus this year or the form teacher of the student's class. False while positions load.
 */
export function usePickUpApprover(): (request: { branchId: string; classYearId: string }) => boolean {
  const { user, currentAcademicYear } = useSession();
  const positions = useQuery(myPositionsQueryOptions());
  return useMemo(() => {
    const approver = {
      principalBranchIds: principalBranchIds(
        (positions.data ?? []).map((row) => ({ ...row, positionName: row.position.name })),
        currentAcademicYear.id,
      ),
      homeroomClassYearIds: user.classYearsIds,
    };
    return (request) => mayApprovePickUp(approver, request);
  }, [positions.data, currentAcademicYear.id, user.classYearsIds]);
}
