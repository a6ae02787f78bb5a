import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import type { SubjectYear } from '../gradebook/schema';
import type { ClassYear } from './schema';

/** A principal of that academic year: a position whose name contains "principal" (spec §6, §9). */
export function isPrincipalOf(user: User, academicYearId: string): boolean {
  return db.employeePositions.all().some(
    (row) =>
      row.employeeId === user.id &&
      row.academicYearId === academicYearId &&
      (db.positions.get(row.positionId)?.name.toLowerCase().includes('principal') ?? false),
  );
}

export function teachesClass(user: User, classYearId: string): boolean {
  return db.teachingAssignments.all().some((lesson) => lesson.teacherId === user.id && lesson.classYearId === classYearId);
}

/** Principals see every class of their year; others the classes they are homeroom teacher of or teach. */
export function canSeeClass(user: User, classYear: ClassYear): boolean {
  return classYear.homeroomTeacherId === user.id || teachesClass(user, classYear.id) || isPrincipalOf(user, classYear.academicYearId);
}

export function teachesSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  return db.teachingAssignments
    .all()
    .some((lesson) => lesson.teacherId === user.id && lesson.classYearId === subjectYear.classYearId && lesson.subjectId === subjectYear.subjectId);
}

/** Principals see every subject year of their year; others those they teach. */
export function canSeeSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  return teachesSubjectYear(user, subjectYear) || isPrincipalOf(user, subjectYear.academicYearId);
}

export const CLASS_FORBIDDEN_MESSAGE = 'You do not have access to this class.';
export const SUBJECT_YEAR_FORBIDDEN_MESSAGE = 'You do not teach this subject.';

/** The class, or 404 when there is none and 403 when the user may not see it. */
export function visibleClassYear(user: User, id: string): ClassYear {
  const classYear = db.classYears.get(id);
  if (!classYear) throw notFound('Class');
  if (!canSeeClass(user, classYear)) throw new HttpError(403, CLASS_FORBIDDEN_MESSAGE);
  return classYear;
}

export function visibleSubjectYear(user: User, id: string): SubjectYear {
  const subjectYear = db.subjectYears.get(id);
  if (!subjectYear) throw notFound('Subject year');
  if (!canSeeSubjectYear(user, subjectYear)) throw new HttpError(403, SUBJECT_YEAR_FORBIDDEN_MESSAGE);
  return subjectYear;
}
