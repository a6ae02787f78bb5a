import { permissionRefusal, type Action, type Subject } from '../../config/permissions';
import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import type { ClassYear } from '../school/schema';

export const NOT_HOMEROOM_MESSAGE = 'Only the form teacher of this class can see or change its form-class records.';

/** The four record kinds' permission subjects (spec §6). */
export const FORM_CLASS_SUBJECTS: ReadonlyArray<Subject> = ['Remark', 'HeightAndWeight', 'StreamingAndPromotion', 'Conduct'];

/** `view` on any of the subjects (by default the four kinds): for what more than one kind's grid shows. */
export function requireAnyFormClassPermission(user: User, subjects: ReadonlyArray<Subject> = FORM_CLASS_SUBJECTS): void {
  if (!subjects.some((subject) => hasPermission(user, 'view', subject))) {
    throw new HttpError(403, 'You do not have permission to view form-class records.');
  }
}

export function requireFormClassPermission(user: User, action: Action, subject: Subject): void {
  if (!hasPermission(user, action, subject)) throw new HttpError(403, permissionRefusal(action, subject));
}

/** The class, or 404 when there is none and 403 unless the user is its homeroom teacher (spec §6, even a principal). */
export function homeroomClass(user: User, classYearId: string): ClassYear {
  const classYear = db.classYears.get(classYearId);
  if (!classYear) throw notFound('Class');
  if (classYear.homeroomTeacherId !== user.id) throw new HttpError(403, NOT_HOMEROOM_MESSAGE);
  return classYear;
}

/** Every class of any year the user is homeroom teacher of. */
export function homeroomClasses(user: User): ClassYear[] {
  return db.classYears.filter((classYear) => classYear.homeroomTeacherId === user.id);
}
