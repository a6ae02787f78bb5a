import { PRINCIPAL_POSITION_MARKER } from '../../config/constants';
import { db } from '../db';
import { HttpError } from '../http/errors';
import type { User } from '../auth/schema';
import type { PlacementTestResult } from './schema';
import { currentAcademicYear, pickName } from '../school/lookups';

export const NOT_PRINCIPAL_MESSAGE =
  "You're not authorized to edit this page because you're not the current academic year's principal.";

/** Whether the user holds a position named like "principal" for this branch in the current year (spec §6). */
export function isPrincipalOf(user: User, branchId: string, academicYearId: string): boolean {
  if (academicYearId !== currentAcademicYear().id) return false;
  return db.employeePositions.all().some((row) => {
    if (row.employeeId !== user.id || row.branchId !== branchId || row.academicYearId !== academicYearId) return false;
    return db.positions.get(row.positionId)?.name.toLowerCase().includes(PRINCIPAL_POSITION_MARKER) ?? false;
  });
}

/**
 * The applicants the user may see: those admitted to a branch and year the user is principal of
 * (applicants' names and dates of birth are for the admissions team, as their results are).
 */
export function visibleApplicantIds(user: User): Set<string> {
  const ids = db.studentAdmissions
    .filter((admission) => isPrincipalOf(user, admission.branchId, admission.academicYearId))
    .map((admission) => admission.studentId);
  return new Set(ids);
}

/** 403 with the spec's sentence unless the user is principal of that branch and year; both are required. */
export function requirePrincipal(user: User, branchId: string | undefined, academicYearId: string | undefined): void {
  if (!branchId || !academicYearId) throw new HttpError(400, 'branchId and academicYearId are required.');
  if (!isPrincipalOf(user, branchId, academicYearId)) throw new HttpError(403, NOT_PRINCIPAL_MESSAGE);
}

/** The admission with its named relations, as the list screen embeds it. */
export function admissionView(admissionId: string) {
  const admission = db.studentAdmissions.get(admissionId);
  if (!admission) return null;
  const year = db.academicYears.get(admission.academicYearId);
  return {
    ...admission,
    academicYear: year ? { id: year.id, year: year.year } : null,
    branch: pickName(db.branches.get(admission.branchId)),
    masterProgramme: programmeView(admission.masterProgrammeId),
    masterLevel: pickName(db.masterLevels.get(admission.masterLevelId)),
    student: studentView(admission.studentId),
  };
}

/** The programme with its type, which the list shows in words (spec §3's Academics / Non-Academics). */
function programmeView(programmeId: string) {
  const programme = db.masterProgrammes.get(programmeId);
  return programme ? { id: programme.id, name: programme.name, type: programme.type } : null;
}

export function studentView(studentId: string) {
  const applicant = db.applicants.get(studentId);
  return applicant ? { id: applicant.id, fullName: applicant.fullName } : null;
}

/**
 * A result with its admission's keys and names flattened in, so the generic list helper can filter
 * (branchId, masterLevelId…) and sort by any column of the list screen (studentFullName…).
 */
export function flattenResult(result: PlacementTestResult) {
  const admission = db.studentAdmissions.get(result.studentAdmissionId);
  const year = admission ? db.academicYears.get(admission.academicYearId) : undefined;
  return {
    ...result,
    academicYearId: admission?.academicYearId ?? '',
    branchId: admission?.branchId ?? '',
    masterProgrammeId: admission?.masterProgrammeId ?? '',
    masterLevelId: admission?.masterLevelId ?? '',
    academicYearName: year?.year ?? '',
    branchName: admission ? (db.branches.get(admission.branchId)?.name ?? '') : '',
    masterProgrammeName: admission ? (db.masterProgrammes.get(admission.masterProgrammeId)?.name ?? '') : '',
    masterLevelName: admission ? (db.masterLevels.get(admission.masterLevelId)?.name ?? '') : '',
    studentFullName: db.applicants.get(result.studentId)?.fullName ?? '',
  };
}
