import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import { isPrincipalInYear } from '../school/access';
import type { SchemeOfWork } from './schema';

export const SOW_FORBIDDEN_MESSAGE = 'You do not teach this subject at this level.';

/** Whether the user teaches the subject to a class of that level in that academic year. */
export function teachesSubjectAtLevel(
  user: User,
  sow: Pick<SchemeOfWork, 'subjectId' | 'masterLevelId' | 'academicYearId'>,
): boolean {
  return db.teachingAssignments.all().some((row) => {
    if (row.teacherId !== user.id || row.subjectId !== sow.subjectId) return false;
    const classYear = db.classYears.get(row.classYearId);
    return classYear?.masterLevelId === sow.masterLevelId && classYear.academicYearId === sow.academicYearId;
  });
}

/** Teachers see the schemes of the subjects and levels they teach; the year's principals (schemes serve both campuses) every scheme. */
export function canSeeSow(user: User, sow: SchemeOfWork): boolean {
  return teachesSubjectAtLevel(user, sow) || isPrincipalInYear(user, sow.academicYearId);
}

/** The scheme of work, or 404 when there is none and 403 when the user may not see it. */
export function visibleSow(user: User, id: string): SchemeOfWork {
  const sow = db.schemesOfWork.get(id);
  if (!sow) throw notFound('Scheme of work');
  if (!canSeeSow(user, sow)) throw new HttpError(403, SOW_FORBIDDEN_MESSAGE);
  return sow;
}
