import type { FileShare } from '../../domain/file-sharing/limits';
import { currentVersionOf, orderVersions } from '../../domain/file-sharing/versions';
import type { User } from '../auth/schema';
import { db } from '../db';
import { allFolders, canDeleteFile } from './access';
import type { SharedFile, SharedFileVersion } from './schema';

function personRef(userId: string) {
  return { id: userId, name: db.users.get(userId)?.fullName ?? 'Former staff member' };
}

export function versionsOf(fileId: string): SharedFileVersion[] {
  return orderVersions(db.sharedFileVersions.filter((version) => version.fileId === fileId));
}

function folderName(share: FileShare, folderId: string): string {
  return allFolders(share).find((folder) => folder.id === folderId)?.name ?? '';
}

/** A list row: the file as its current version shows it, flat so that the list contract sorts and filters it. */
export function fileSummary(user: User, file: SharedFile, versions: SharedFileVersion[] = versionsOf(file.id)) {
  const current = currentVersionOf(versions);
  if (!current) throw new Error(`Shared file ${file.id} has no version`);
  return {
    id: file.id,
    createdAt: file.createdAt,
    share: file.share,
    folderId: file.folderId,
    folderName: folderName(file.share, file.folderId),
    name: current.fileName,
    originalName: current.originalName,
    documentType: file.documentType,
    description: file.description,
    mimeType: current.mimeType,
    size: current.size,
    version: current.version,
    versionCount: versions.length,
    currentVersionId: current.id,
    updatedAt: file.updatedAt,
    updatedBy: personRef(current.uploadedById),
    createdBy: personRef(file.createdById),
    canDelete: canDeleteFile(user, file),
  };
}

/** A file with its whole history, newest first. */
export function fileDetail(user: User, file: SharedFile) {
  const versions = versionsOf(file.id);
  const currentId = versions[0]?.id;
  return {
    ...fileSummary(user, file, versions),
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      fileName: version.fileName,
      originalName: version.originalName,
      mimeType: version.mimeType,
      size: version.size,
      uploadedBy: personRef(version.uploadedById),
      uploadedAt: version.uploadedAt,
      restoredFromVersion: version.restoredFromVersion,
      isCurrent: version.id === currentId,
    })),
  };
}
