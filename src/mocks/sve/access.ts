import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import type { SveExamType } from '../activity/schema';

/** Ids of the exam types the user is assigned to (any academic year). */
export function assignedExamTypeIds(user: User): Set<string> {
  return new Set(db.sveExamTypeAssignments.filter((row) => row.teacherId === user.id).map((row) => row.sveExamTypeId));
}

/** Spec §4: an SVE exam-type assignment gives view permission on Sve, on the server as in the portal. */
export function canViewSve(user: User): boolean {
  return hasPermission(user, 'view', 'Sve') || assignedExamTypeIds(user).size > 0;
}

export const NOT_ASSIGNED_MESSAGE = 'You are not assigned to this SVE exam type.';
export const PAST_PAPERS_FORBIDDEN_MESSAGE = 'You do not have permission to view SVE past papers.';
export const PAST_PAPER_UPLOAD_FORBIDDEN_MESSAGE = 'You do not have permission to upload SVE past papers.';

/**
 * 404 for an unknown exam type; any signed-in staff may know it exists
 * (BMT and exam files have no subject gate, spec §6).
 */
export function examTypeOr404(id: string): SveExamType {
  const examType = db.sveExamTypes.get(id);
  if (!examType) throw notFound('SVE exam type');
  return examType;
}

/** The exam type's assignments are its assigned teachers' only (403 otherwise). */
export function assignedExamType(user: User, id: string): SveExamType {
  const examType = examTypeOr404(id);
  if (!assignedExamTypeIds(user).has(examType.id)) throw new HttpError(403, NOT_ASSIGNED_MESSAGE);
  return examType;
}
