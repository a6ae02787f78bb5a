import type { User } from '../auth/schema';
import { contentRolesOf } from '../auth/content-roles';
import { db } from '../db';
import type { SubjectYear } from '../gradebook/schema';
import { HttpError, notFound } from '../http/errors';
import { isPrincipalOfSubjectYear, teachesSubjectYear } from '../school/access';
import type { ContentKind, ResourceChapter, ResourceContent, ResourceMaterial } from './schema';

export const SETTER_ONLY_MESSAGE = 'Only a setter can change lesson content.';
export const KIND_NAMES: Record<ContentKind, string> = { lesson: 'Lesson', assignment: 'Assignment' };

export function isReviewer(user: User): boolean {
  return contentRolesOf(user).some((role) => role === 'vetter' || role === 'expert');
}

function worksInBranch(user: User, branchId: string, academicYearId: string): boolean {
  return db.employeePositions
    .all()
    .some((row) => row.employeeId === user.id && row.branchId === branchId && row.academicYearId === academicYearId);
}

/**
 * Who reads a subject's lesson content: its teachers, the principal of its campus and year, and reviewers (vetter,
 * expert) of its branch and year (docs/api.md, "Lesson resources").
 */
export function canReadSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  if (teachesSubjectYear(user, subjectYear) || isPrincipalOfSubjectYear(user, subjectYear)) return true;
  if (!isReviewer(user)) return false;
  const classYear = db.classYears.get(subjectYear.classYearId);
  return classYear !== undefined && worksInBranch(user, classYear.branchId, subjectYear.academicYearId);
}

/** Only a setter who teaches the subject writes its content. */
export function requireSetterOf(user: User, subjectYear: SubjectYear): void {
  if (!contentRolesOf(user).includes('setter') || !teachesSubjectYear(user, subjectYear)) throw new HttpError(403, SETTER_ONLY_MESSAGE);
}

export function readableSubjectYear(user: User, id: string): SubjectYear {
  const subjectYear = db.subjectYears.get(id);
  if (!subjectYear || !canReadSubjectYear(user, subjectYear)) throw notFound('Subject');
  return subjectYear;
}

export function readableChapter(user: User, id: string): { chapter: ResourceChapter; subjectYear: SubjectYear } {
  const chapter = db.resourceChapters.get(id);
  const subjectYear = chapter && db.subjectYears.get(chapter.subjectYearId);
  if (!chapter || !subjectYear || !canReadSubjectYear(user, subjectYear)) throw notFound('Chapter');
  return { chapter, subjectYear };
}

export function readableContent(user: User, id: string, kind: ContentKind): { content: ResourceContent; subjectYear: SubjectYear } {
  const content = db.resourceContents.get(id);
  const subjectYear = content && db.subjectYears.get(content.subjectYearId);
  if (!content || content.kind !== kind || !subjectYear || !canReadSubjectYear(user, subjectYear)) throw notFound(KIND_NAMES[kind]);
  return { content, subjectYear };
}

export function readableMaterial(user: User, id: string): { material: ResourceMaterial; content: ResourceContent; subjectYear: SubjectYear } {
  const material = db.resourceMaterials.get(id);
  if (!material) throw notFound('Material');
  const content = db.resourceContents.get(material.contentId);
  const subjectYear = content && db.subjectYears.get(content.subjectYearId);
  if (!content || !subjectYear || !canReadSubjectYear(user, subjectYear)) throw notFound('Material');
  return { material, content, subjectYear };
}
