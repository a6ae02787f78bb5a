import { PRINCIPAL_POSITION_MARKER } from '../../config/constants';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import { currentAcademicYear } from '../school/lookups';
import type { CcaYear } from './schema';

export const CCA_FORBIDDEN_MESSAGE = 'You are not in charge of this CCA.';

/** A principal of that branch in that academic year (a position named like "principal", spec §6). */
function isBranchPrincipal(user: User, branchId: string, academicYearId: string): boolean {
  return db.employeePositions
    .all()
    .some(
      (row) =>
        row.employeeId === user.id &&
        row.branchId === branchId &&
        row.academicYearId === academicYearId &&
        (db.positions.get(row.positionId)?.name.toLowerCase().includes(PRINCIPAL_POSITION_MARKER) ?? false),
    );
}

/** Teachers in charge run their CCAs; the branch's principal of that year oversees every CCA of the branch. */
export function isInChargeOf(user: User, ccaYear: CcaYear): boolean {
  return ccaYear.teacherIds.includes(user.id) || isBranchPrincipal(user, ccaYear.branchId, ccaYear.academicYearId);
}

/** The CCA year, or 404 when there is none and 403 when the user is not in charge of it. */
export function visibleCcaYear(user: User, id: string): CcaYear {
  const ccaYear = db.ccaYears.get(id);
  if (!ccaYear) throw notFound('CCA');
  if (!isInChargeOf(user, ccaYear)) throw new HttpError(403, CCA_FORBIDDEN_MESSAGE);
  return ccaYear;
}

/** Members and grades change only in the current academic year; past years are the school's record. */
export function requireOpenYear(ccaYear: CcaYear): void {
  if (ccaYear.academicYearId === currentAcademicYear().id) return;
  const year = db.academicYears.get(ccaYear.academicYearId)?.year ?? ccaYear.academicYearId;
  throw new HttpError(409, `The ${year} academic year is over: its CCA members and grades can no longer change.`);
}

/** The branches whose students the user may look up for CCAs of the academic year: where they run one. */
export function ccaBranchesOf(user: User, academicYearId: string): Set<string> {
  return new Set(
    db.ccaYears
      .filter((row) => row.academicYearId === academicYearId && isInChargeOf(user, row))
      .map((row) => row.branchId),
  );
}
