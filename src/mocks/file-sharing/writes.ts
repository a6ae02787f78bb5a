import { displayableOriginalName, sanitizeFileName } from '../../domain/files/file-name';
import { currentVersionOf, nextVersionNumber } from '../../domain/file-sharing/versions';
import { HttpError } from '../http/errors';
import type { User } from '../auth/schema';
import { db } from '../db';
import { newId, nowIso } from '../http/record-writes';
import type { SharedFile, SharedFileVersion } from './schema';
import type { ReceivedFile } from './upload';
import { versionsOf } from './views';

/** Stores the bytes and adds them as the file's next version, which becomes current. */
export function addVersion(user: User, file: SharedFile, received: ReceivedFile): SharedFileVersion {
  const at = nowIso();
  const contentId = newId('sfc');
  db.sharedFileContents.insert({ id: contentId, createdAt: at, bytes: received.bytes });
  const version = db.sharedFileVersions.insert({
    id: newId('sfv'),
    createdAt: at,
    fileId: file.id,
    version: nextVersionNumber(versionsOf(file.id)),
    fileName: sanitizeFileName(received.originalName),
    originalName: displayableOriginalName(received.originalName),
    mimeType: received.mimeType,
    size: received.bytes.size,
    uploadedById: user.id,
    uploadedAt: at,
    restoredFromVersion: null,
    contentId,
  });
  db.sharedFiles.update(file.id, { updatedAt: at });
  return version;
}

/** A restore sent from a page that had not seen the newest version: it would hide an upload nobody has looked at. */
export function staleRestoreMessage(current: number): string {
  return `Someone added version ${current} of this file after you opened it. Nothing was restored; check the newest version before restoring.`;
}

/**
 * Restoring adds a version with the older one's bytes (shared, not copied): the history keeps who restored what,
 * when. `seen` is the file's current version number as the restorer's page showed it; 409 when a newer one came since.
 */
export function restoreVersion(user: User, file: SharedFile, older: SharedFileVersion, seen: number): SharedFileVersion {
  const versions = versionsOf(file.id);
  const current = currentVersionOf(versions)?.version ?? 0;
  if (seen !== current) throw new HttpError(409, staleRestoreMessage(current));
  const at = nowIso();
  const version = db.sharedFileVersions.insert({
    ...older,
    id: newId('sfv'),
    createdAt: at,
    version: nextVersionNumber(versions),
    uploadedById: user.id,
    uploadedAt: at,
    restoredFromVersion: older.version,
  });
  db.sharedFiles.update(file.id, { updatedAt: at });
  return version;
}

/** Deletes the file, its versions and the bytes no version uses any more. */
export function deleteFile(file: SharedFile): void {
  const contentIds = new Set(versionsOf(file.id).map((version) => version.contentId));
  db.sharedFileVersions.removeWhere((version) => version.fileId === file.id);
  db.sharedFiles.remove(file.id);
  const stillUsed = new Set(db.sharedFileVersions.all().map((version) => version.contentId));
  db.sharedFileContents.removeWhere((content) => contentIds.has(content.id) && !stillUsed.has(content.id));
}
