import type { Term } from '../../domain/gradebook/term-score';
import type { User } from '../auth/schema';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { canSeeClass, isPrincipalOfClass } from '../school/access';
import type { ClassYear } from '../school/schema';
import { seasonRow } from './season';

export const SEASON_FORBIDDEN_MESSAGE = 'Only the form teacher, the principal and the proofreader of this class can see its report season.';
export const FORM_TEACHER_ONLY_MESSAGE = 'Only the form teacher of this class can do this.';
export const PRINCIPAL_ONLY_MESSAGE = 'Only the principal of this campus can do this.';
export const PROOFREADER_ONLY_MESSAGE = 'Only the colleague asked to proofread this class can suggest changes.';

export type SeasonRole = 'formTeacher' | 'principal' | 'proofreader';

/** What the user is to this class's season of this term (a principal who is also its form teacher is both). */
export function seasonRoles(user: User, classYear: ClassYear, term: Term): Set<SeasonRole> {
  const roles = new Set<SeasonRole>();
  if (classYear.homeroomTeacherId === user.id) roles.add('formTeacher');
  if (isPrincipalOfClass(user, classYear)) roles.add('principal');
  if (seasonRow(classYear.id, term).proofreaderId === user.id) roles.add('proofreader');
  return roles;
}

export function classOf(classYearId: string): ClassYear {
  const classYear = db.classYears.get(classYearId);
  if (!classYear) throw notFound('Class');
  return classYear;
}

/** The class (404) and the user's roles in its season, 403 unless the user has one of `allowed`. */
export function seasonClass(user: User, classYearId: string, term: Term, allowed: readonly SeasonRole[], refusal = SEASON_FORBIDDEN_MESSAGE) {
  const classYear = classOf(classYearId);
  const roles = seasonRoles(user, classYear, term);
  if (!allowed.some((role) => roles.has(role))) throw new HttpError(403, refusal);
  return { classYear, roles };
}

/** The four terms' seasons: whoever sees the class, and a proofreader of any of its terms. */
export function seasonsReader(user: User, classYearId: string): ClassYear {
  const classYear = classOf(classYearId);
  const proofreads = ([1, 2, 3, 4] as const).some((term) => seasonRow(classYear.id, term).proofreaderId === user.id);
  if (!canSeeClass(user, classYear) && !proofreads) throw new HttpError(403, SEASON_FORBIDDEN_MESSAGE);
  return classYear;
}

/** Every staff member with a position at the class's campus in its year, but the form teacher, by name. */
export function proofreaderCandidates(classYear: ClassYear) {
  const ids = new Set(
    db.employeePositions
      .filter((row) => row.branchId === classYear.branchId && row.academicYearId === classYear.academicYearId)
      .map((row) => row.employeeId),
  );
  ids.delete(classYear.homeroomTeacherId ?? '');
  return [...ids]
    .flatMap((id) => {
      const user = db.users.get(id);
      return user ? [{ userId: user.id, name: user.fullName }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
