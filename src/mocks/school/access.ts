import { PRINCIPAL_POSITION_MARKER } from '../../config/constants';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import type { SubjectYear } from '../gradebook/schema';
import type { ClassYear } from './schema';

function isPrincipalPosition(positionId: string): boolean {
  return db.positions.get(positionId)?.name.toLowerCase().includes(PRINCIPAL_POSITION_MARKER) ?? false;
}

/**
 * The principal of that campus in that academic year: a position whose name contains "principal" (spec §6, §9),
 * held at that branch for that year. A principal's reach over classes, students and their work ends at the campus.
 */
export function isPrincipalOf(user: User, branchId: string, academicYearId: string): boolean {
  return db.employeePositions
    .all()
    .some((row) => row.employeeId === user.id && row.branchId === branchId && row.academicYearId === academicYearId && isPrincipalPosition(row.positionId));
}

/** A principal of either campus that year: for what the school keeps once for both campuses (grade boundaries, schemes of work, shared folders). */
export function isPrincipalInYear(user: User, academicYearId: string): boolean {
  return db.employeePositions
    .all()
    .some((row) => row.employeeId === user.id && row.academicYearId === academicYearId && isPrincipalPosition(row.positionId));
}

/** The principal of the class's campus and year. */
export function isPrincipalOfClass(user: User, classYear: ClassYear): boolean {
  return isPrincipalOf(user, classYear.branchId, classYear.academicYearId);
}

export function teachesClass(user: User, classYearId: string): boolean {
  return db.teachingAssignments.all().some((lesson) => lesson.teacherId === user.id && lesson.classYearId === classYearId);
}

/** Principals see every class of their campus and year; others the classes they are homeroom teacher of or teach. */
export function canSeeClass(user: User, classYear: ClassYear): boolean {
  return classYear.homeroomTeacherId === user.id || teachesClass(user, classYear.id) || isPrincipalOfClass(user, classYear);
}

export function teachesSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  return db.teachingAssignments
    .all()
    .some((lesson) => lesson.teacherId === user.id && lesson.classYearId === subjectYear.classYearId && lesson.subjectId === subjectYear.subjectId);
}

/** Whether the user is the principal of the campus and year of the subject year's class. */
export function isPrincipalOfSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  const classYear = db.classYears.get(subjectYear.classYearId);
  return classYear !== undefined && isPrincipalOfClass(user, classYear);
}

/** Principals see every subject year of their campus and year; others those they teach. */
export function canSeeSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  return teachesSubjectYear(user, subjectYear) || isPrincipalOfSubjectYear(user, subjectYear);
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
