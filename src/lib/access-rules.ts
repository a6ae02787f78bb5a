import { PRINCIPAL_POSITION_MARKER } from '@/config/constants';
import type { Permission } from '@/config/permissions';

/** Homeroom (form) teacher: at least one class year in classYearsIds (spec §6). */
export function isHomeroomTeacher(user: { classYearsIds: readonly string[] }): boolean {
  return user.classYearsIds.length > 0;
}

export interface EmployeePositionLike {
  branchId: string;
  academicYearId: string;
  position: { name: string };
}

export interface PrincipalScope {
  branchId: string;
  academicYearId: string;
}

/**
 * The principal of the current academic year: a position whose name contains "principal",
 * case-insensitive (spec §6, §9), held for that year. Its branch and year scope placement results.
 */
export function findPrincipalScope(
  positions: readonly EmployeePositionLike[],
  currentAcademicYearId: string,
): PrincipalScope | null {
  const position = positions.find(
    (candidate) =>
      candidate.academicYearId === currentAcademicYearId &&
      candidate.position.name.toLowerCase().includes(PRINCIPAL_POSITION_MARKER),
  );
  return position ? { branchId: position.branchId, academicYearId: position.academicYearId } : null;
}

/**
 * The SVE role extension (spec §4): a user with any SVE exam-type assignment in the current
 * academic year and no view permission on SVE is given it.
 */
export function withSveExtension(permissions: readonly Permission[], sveAssignmentCount: number): Permission[] {
  const hasSveView = permissions.some(({ action, subject }) => action === 'view' && subject === 'Sve');
  if (sveAssignmentCount > 0 && !hasSveView) return [...permissions, { action: 'view', subject: 'Sve' }];
  return [...permissions];
}
