import type { User } from '../auth/schema';
import { HttpError } from '../http/errors';
import { isPrincipalInYear } from '../school/access';
import { currentAcademicYear } from '../school/lookups';
import type { GradeBoundary } from './schema';

export const BOUNDARIES_PRINCIPAL_ONLY_MESSAGE = "Only the academic year's principal can change its grade boundaries.";
export const BOUNDARIES_LOCKED_MESSAGE = 'Grade boundaries of a past or future academic year cannot be changed.';

/**
 * Grade boundaries are kept once per academic year and term for both campuses, so they are the year's
 * principals' to change (either campus), and only while the year is the current one (docs/api.md, "Grade boundaries").
 */
export function requireBoundariesEditor(user: User, row: Pick<GradeBoundary, 'academicYearId'>): void {
  if (row.academicYearId !== currentAcademicYear().id) throw new HttpError(403, BOUNDARIES_LOCKED_MESSAGE);
  if (!isPrincipalInYear(user, row.academicYearId)) throw new HttpError(403, BOUNDARIES_PRINCIPAL_ONLY_MESSAGE);
}
