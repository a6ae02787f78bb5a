import { db } from '../db';
import { CURRENT_ACADEMIC_YEAR_ID } from './seed-reference';
import type { User } from '../auth/schema';
import type { AcademicYear } from './schema';

/** The current academic year: the one flagged current (2026/2027 in the seed). */
export function currentAcademicYear(): AcademicYear {
  const year = db.academicYears.find((candidate) => candidate.isCurrent) ?? db.academicYears.get(CURRENT_ACADEMIC_YEAR_ID);
  if (!year) throw new Error('The demo database has no current academic year');
  return year;
}

/** Classes of the current year the user is homeroom (form) teacher of. */
export function homeroomClassIds(user: User): string[] {
  const yearId = currentAcademicYear().id;
  return db.classYears
    .filter((classYear) => classYear.academicYearId === yearId && classYear.homeroomTeacherId === user.id)
    .map((classYear) => classYear.id);
}

/** The `GET /me` answer (also embedded in the hand-off answer). */
export function selfUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    classYearsIds: homeroomClassIds(user),
    adminPageAccessId: user.adminPageAccessId,
    crossPortalAvailability: user.crossPortalAvailability,
    sgechineseServiceAvailability: user.sgechineseServiceAvailability,
    koobitsServiceAvailability: user.koobitsServiceAvailability,
    hasDefaultPassword: user.hasDefaultPassword,
    permissions: user.permissions.map(({ action, subject }) => ({ action, subject })),
  };
}

export function pickName(row: { id: string; name: string } | undefined): { id: string; name: string } | null {
  return row ? { id: row.id, name: row.name } : null;
}
