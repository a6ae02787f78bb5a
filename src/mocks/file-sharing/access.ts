import type { Subject } from '../../config/permissions';
import type { FileShare } from '../../domain/file-sharing/limits';
import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { isPrincipalInYear } from '../school/access';
import type { SharedFile } from './schema';

/** The permission subject of each share (spec §6). */
export const SHARE_SUBJECT: Record<FileShare, Subject> = {
  'academic-department-files': 'AcademicDepartmentFile',
  'subject-files': 'SubjectFile',
};

export interface Folder {
  id: string;
  name: string;
}

/** Whether the user is the principal of the current academic year (who sees, and may add, every folder). */
export function currentYearPrincipal(user: User): boolean {
  const current = db.academicYears.find((year) => year.isCurrent);
  return current !== undefined && isPrincipalInYear(user, current.id);
}

/** Subjects the user teaches this year (teaching assignments). */
function taughtSubjectIds(user: User): Set<string> {
  return new Set(db.teachingAssignments.filter((lesson) => lesson.teacherId === user.id).map((lesson) => lesson.subjectId));
}

/** Every folder of a share: the departments, or the subjects. */
export function allFolders(share: FileShare): Folder[] {
  return share === 'academic-department-files'
    ? db.academicDepartments.all().map(({ id, name }) => ({ id, name }))
    : db.subjects.all().map(({ id, name }) => ({ id, name }));
}

/**
 * Folders the user may see, given view permission on the share: a principal of the current year sees
 * every folder; a teacher the subjects they teach and the departments those subjects belong to.
 */
export function visibleFolders(user: User, share: FileShare): Folder[] {
  if (!hasPermission(user, 'view', SHARE_SUBJECT[share])) return [];
  if (currentYearPrincipal(user)) return allFolders(share);
  const taught = taughtSubjectIds(user);
  if (share === 'subject-files') return allFolders(share).filter((folder) => taught.has(folder.id));
  return db.academicDepartments
    .filter((department) => department.subjectIds.some((subjectId) => taught.has(subjectId)))
    .map(({ id, name }) => ({ id, name }));
}

export function canSeeFolder(user: User, share: FileShare, folderId: string): boolean {
  return visibleFolders(user, share).some((folder) => folder.id === folderId);
}

export const FOLDER_FORBIDDEN_MESSAGE = 'You do not have access to this folder.';
export const DELETE_FORBIDDEN_MESSAGE = 'Only the person who shared this file or the principal can delete it.';

export function requirePermissionOn(user: User, share: FileShare, action: 'view' | 'create' | 'update'): void {
  if (!hasPermission(user, action, SHARE_SUBJECT[share])) {
    throw new HttpError(403, `You do not have permission to ${action === 'view' ? 'view' : action === 'create' ? 'share' : 'change'} these files.`);
  }
}

/** The folder, or 404 when the share has none by that id and 403 when the user may not see it. */
export function visibleFolder(user: User, share: FileShare, folderId: string): Folder {
  const folder = allFolders(share).find((candidate) => candidate.id === folderId);
  if (!folder) throw notFound('Folder');
  if (!canSeeFolder(user, share, folderId)) throw new HttpError(403, FOLDER_FORBIDDEN_MESSAGE);
  return folder;
}

/** The file of that share, 404 when there is none (or it belongs to the other share), 403 outside the user's folders. */
export function visibleFile(user: User, share: FileShare, fileId: string): SharedFile {
  requirePermissionOn(user, share, 'view');
  const file = db.sharedFiles.get(fileId);
  if (!file || file.share !== share) throw notFound('File');
  if (!canSeeFolder(user, share, file.folderId)) throw new HttpError(403, FOLDER_FORBIDDEN_MESSAGE);
  return file;
}

/** Deleting needs update permission and being the one who shared it, or the principal. */
export function canDeleteFile(user: User, file: SharedFile): boolean {
  return hasPermission(user, 'update', SHARE_SUBJECT[file.share]) && (file.createdById === user.id || currentYearPrincipal(user));
}

export function parseShare(value: string | undefined): FileShare {
  if (value === 'academic-department-files' || value === 'subject-files') return value;
  throw notFound('Share');
}
