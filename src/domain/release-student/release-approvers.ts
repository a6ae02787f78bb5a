import { PRINCIPAL_POSITION_MARKER } from '../../config/constants';

/**
 * Who may approve or reject a pick-up request: update permission is not enough, because approving is the judgement
 * that this collector may take this child. It is made by someone who answers for the child: a principal (a position
 * whose name contains "principal", spec §9) of the student's campus this academic year, or the form teacher of the
 * student's class. Any staff with update permission may still release an approved request (checking the ID at the
 * gate) and cancel one.
 */
export interface PickUpApprover {
  /** Campuses where the user holds a principal's position in the current academic year. */
  principalBranchIds: ReadonlySet<string>;
  /** The user's homeroom classes (classYearsIds). */
  homeroomClassYearIds: readonly string[];
}

export const PICK_UP_APPROVER_MESSAGE =
  'Only the campus principal or the student’s form teacher can approve or reject a pick-up request.';

/** Whether `name` is a principal's position (spec §9). */
export function isPrincipalPosition(name: string): boolean {
  return name.toLowerCase().includes(PRINCIPAL_POSITION_MARKER);
}

/** Principal positions of the year → the campuses they answer for. */
export function principalBranchIds(
  positions: readonly { branchId: string; academicYearId: string; positionName: string }[],
  academicYearId: string,
): Set<string> {
  return new Set(
    positions
      .filter((row) => row.academicYearId === academicYearId && isPrincipalPosition(row.positionName))
      .map((row) => row.branchId),
  );
}

export function mayApprovePickUp(
  approver: PickUpApprover,
  request: { branchId: string; classYearId: string },
): boolean {
  return approver.principalBranchIds.has(request.branchId) || approver.homeroomClassYearIds.includes(request.classYearId);
}
